import { useStore } from '@latchkey/react';
import type { ReadableAtom } from 'nanostores';
import type { QueryState } from './query-atom.js';
import type { FullOrganization, MemberWithUser, OrganizationRow } from './types.js';

/** Any client built with `organizationClient()`. */
export interface ClientWithOrganizations {
  $activeOrganization: ReadableAtom<QueryState<FullOrganization>>;
  $activeMember: ReadableAtom<QueryState<MemberWithUser>>;
  $listOrganizations: ReadableAtom<QueryState<OrganizationRow[]>>;
}

/**
 * The active organization in full (members, invitations, teams), kept fresh
 * after organization calls.
 *
 * @example
 * const { data: organization, isPending } = useActiveOrganization(client);
 */
export function useActiveOrganization(client: ClientWithOrganizations): QueryState<FullOrganization> {
  return useStore(client.$activeOrganization);
}

/**
 * The organizations of the signed-in user.
 *
 * @example
 * const { data: organizations } = useListOrganizations(client);
 */
export function useListOrganizations(client: ClientWithOrganizations): QueryState<OrganizationRow[]> {
  return useStore(client.$listOrganizations);
}

/**
 * The signed-in user's membership in the active organization, with their role.
 *
 * @example
 * const { data: member } = useActiveMember(client);
 * if (member?.role.split(',').includes('owner')) showDangerZone();
 */
export function useActiveMember(client: ClientWithOrganizations): QueryState<MemberWithUser> {
  return useStore(client.$activeMember);
}
