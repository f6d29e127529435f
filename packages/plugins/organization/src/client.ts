import { defineClientPlugin } from '@latchkey/client';
import type { ClientFetch } from '@latchkey/client';
import { createQueryAtom, type QueryAtom } from './query-atom.js';
// Types only: the browser bundle carries none of the server half.
import type { OrganizationPlugin } from './organization.js';
import type { OrganizationRoles } from './organization-options.js';
import type { DefaultOrganizationRoles } from './typed-endpoints.js';
import type { FullOrganization, MemberWithUser, OrganizationRow } from './types.js';
import { organizationRoutes } from './routes.js';

const READ_ONLY = ['/organization/check-slug', '/organization/has-permission'];
const CHANGES: readonly string[] = Object.values(organizationRoutes).flatMap((route) => (route.method === 'POST' ? [route.path] : []));
const SESSION_CHANGES = /^\/(?:sign-in\/.+|sign-up\/.+|verify-email|admin\/impersonate-user|admin\/stop-impersonating)$/;

/** The atoms the client gains: the active organization in full, the caller's membership in it, and their organizations. */
export interface OrganizationAtoms {
  $activeOrganization: QueryAtom<FullOrganization>;
  $activeMember: QueryAtom<MemberWithUser>;
  $listOrganizations: QueryAtom<OrganizationRow[]>;
}

/** The organization atoms over one client's fetch. */
export function organizationAtoms($fetch: ClientFetch): OrganizationAtoms {
  return {
    $activeOrganization: createQueryAtom<FullOrganization>($fetch, '/organization/get-full-organization'),
    $activeMember: createQueryAtom<MemberWithUser>($fetch, '/organization/get-active-member'),
    $listOrganizations: createQueryAtom<OrganizationRow[]>($fetch, '/organization/list'),
  };
}

/** What the organization client half takes. */
export interface OrganizationClientOptions<R extends OrganizationRoles = DefaultOrganizationRoles> {
  /**
   * The server's `roles`, read for their type only: a client created without the
   * server's type then checks permissions against their statements, as one
   * created with it (`createAuthClient<typeof auth>()`) does already.
   */
  roles?: R;
}

/** The client plugin without its server type: the same for every app's roles. */
function organizationClientHalf() {
  // Every organization change (the POST routes but two questions) and every sign-in; never the atoms' own reads.
  const changesOrganizations = (path: string): boolean =>
    (CHANGES.includes(path) && !READ_ONLY.includes(path)) || SESSION_CHANGES.test(path);
  const made: OrganizationAtoms[] = [];
  return defineClientPlugin({
    id: 'organization',
    routes: organizationRoutes,
    getAtoms: ($fetch) => {
      const atoms = organizationAtoms($fetch);
      made.push(atoms);
      return { ...atoms };
    },
    onSuccess: ({ path }) => {
      if (path !== '/sign-out') return;
      for (const atoms of made) for (const $atom of Object.values(atoms)) $atom.clear();
    },
    atomListeners: [
      { matcher: changesOrganizations, atom: '$activeOrganization' },
      { matcher: changesOrganizations, atom: '$activeMember' },
      { matcher: changesOrganizations, atom: '$listOrganizations' },
    ],
  });
}

/**
 * The organization client plugin, its server half typed by the roles `R`. The
 * roles appear in a small part of the type only, so that creating the plugin
 * costs the compiler next to nothing whatever the roles.
 */
export type OrganizationClientPlugin<R extends OrganizationRoles = DefaultOrganizationRoles> = ReturnType<typeof organizationClientHalf> & {
  readonly $InferServerPlugin: OrganizationPlugin<R>;
};

/**
 * The client half of the organization plugin: `client.organization.create({ name, slug })`,
 * `client.organization.inviteMember({ email, role })`, … typed from the server, and
 * the atoms `$activeOrganization`, `$activeMember` and `$listOrganizations`,
 * refetched after every organization call and every sign-in, and emptied
 * without a request on sign-out (a signed-out refetch would only be refused).
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [organizationClient()] });
 * client.$activeOrganization.subscribe(({ data }) => render(data?.name));
 */
export function organizationClient<const R extends OrganizationRoles = DefaultOrganizationRoles>(
  options: OrganizationClientOptions<R> = {},
): OrganizationClientPlugin<R> {
  void options;
  return { ...organizationClientHalf(), $InferServerPlugin: {} as OrganizationPlugin<R> };
}

export type { QueryAtom, QueryState } from './query-atom.js';
export type { FullOrganization, InvitationRow, MemberWithUser, OrganizationRoleRow, OrganizationRow, TeamRow } from './types.js';

// A client typed from the server (`createAuthClient<typeof auth>({ plugins: [...] })`) finds this plugin's actions and atoms here.
declare module '@latchkey/client' {
  interface RegisteredClientPlugins {
    organization: OrganizationClientPlugin;
  }
}
