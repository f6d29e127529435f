import type { Role } from 'latchkey/access';
import type { User } from 'latchkey/plugins';
import { pluginKey } from 'latchkey/plugins';
import { defaultOrganizationRoles } from './access.js';
import { userMemberships } from './user-memberships.js';
import type { InvitationRow, MemberRow, OrganizationRow } from './types.js';

type Awaitable<T> = T | Promise<T>;

/**
 * Roles by name. `any` statement: roles may come from the plugin's statement or
 * from an app's own, larger one; their types say which.
 */
export type OrganizationRoles = Readonly<Record<string, Role<any>>>;

/** What `sendInvitationEmail` receives; build the accept link from `id`. */
export interface InvitationEmail {
  id: string;
  email: string;
  role: string;
  organization: OrganizationRow;
  inviter: { member: MemberRow; user: User };
  invitation: InvitationRow;
}

/**
 * Called around changes, with the rows involved. A `before` hook refuses by
 * throwing (an `AuthError` answers as itself); nothing has been written yet.
 */
export interface OrganizationHooks {
  beforeCreateOrganization?(input: { organization: Omit<OrganizationRow, 'id'>; user: User }): Awaitable<void>;
  afterCreateOrganization?(input: { organization: OrganizationRow; member: MemberRow; user: User }): Awaitable<void>;
  beforeAddMember?(input: { organization: OrganizationRow; userId: string; role: string }): Awaitable<void>;
  afterAddMember?(input: { organization: OrganizationRow; member: MemberRow }): Awaitable<void>;
  beforeAcceptInvitation?(input: { invitation: InvitationRow; organization: OrganizationRow; user: User }): Awaitable<void>;
  afterAcceptInvitation?(input: { invitation: InvitationRow; organization: OrganizationRow; member: MemberRow; user: User }): Awaitable<void>;
  beforeDeleteOrganization?(input: { organization: OrganizationRow; user: User }): Awaitable<void>;
  afterDeleteOrganization?(input: { organization: OrganizationRow; user: User }): Awaitable<void>;
}

/**
 * How the organization plugin is configured. Every option has a default. `R` is
 * the type of `roles`: permission checks and dynamic roles are typed by the
 * statements its roles were built from, and `creatorRole` by its names.
 */
export interface OrganizationOptions<R extends OrganizationRoles = OrganizationRoles> {
  /** Organization roles by name. Defaults to `owner`, `admin` and `member` (spec §6). */
  roles?: R;
  /** The role an organization's creator gets, one of `roles`. Defaults to `'owner'`. */
  creatorRole?: NoInfer<keyof R & string>;
  /** Users every organization permission check allows, in the organizations they belong to. */
  adminUserIds?: readonly string[];
  /** Whether a user may create organizations. Defaults to true. */
  allowUserToCreateOrganization?: boolean | ((user: User) => Awaitable<boolean>);
  /** Organizations one user may belong to, at most. Defaults to no limit. */
  organizationLimit?: number | ((user: User) => Awaitable<number>);
  /** Members of one organization, at most. Defaults to 100. */
  membershipLimit?: number;
  /** Pending invitations of one organization, at most. Defaults to 100. */
  invitationLimit?: number;
  /** Seconds an invitation stays valid. Defaults to 48 hours. */
  invitationExpiresIn?: number;
  /** Mails an invitation; without it invitations are created but not sent. */
  sendInvitationEmail?: (data: InvitationEmail, request: Request | undefined) => Awaitable<void>;
  /**
   * Whether seeing, accepting and rejecting an invitation needs the invited
   * address verified. Defaults to true. `false` suits an app whose users' addresses
   * were never verified (one migrated from elsewhere), at a price: anyone who signs
   * up with an invited address, without proving it is theirs, can take the invitation.
   */
  requireEmailVerificationOnInvitation?: boolean;
  /** Teams of one organization, at most. Defaults to no limit. */
  maximumTeams?: number;
  /** Members of one team, at most. Defaults to no limit. */
  maximumMembersPerTeam?: number;
  /** Dynamic roles of one organization, at most. Defaults to 50. */
  maximumRolesPerOrganization?: number;
  organizationHooks?: OrganizationHooks;
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedOrganizationOptions {
  roles: OrganizationRoles;
  creatorRole: string;
  adminUserIds: readonly string[];
  allowUserToCreateOrganization: boolean | ((user: User) => Awaitable<boolean>);
  organizationLimit: number | ((user: User) => Awaitable<number>) | undefined;
  membershipLimit: number;
  invitationLimit: number;
  invitationExpiresIn: number;
  sendInvitationEmail: OrganizationOptions['sendInvitationEmail'];
  requireEmailVerificationOnInvitation: boolean;
  maximumTeams: number | undefined;
  maximumMembersPerTeam: number | undefined;
  maximumRolesPerOrganization: number;
  hooks: OrganizationHooks;
  /** The organizations of a user with their role, for other plugins (see `userMemberships`). */
  memberships: typeof userMemberships;
}

/** Applies the defaults, and refuses at start a creator role no role declares. */
export function resolveOrganizationOptions<R extends OrganizationRoles>(options: OrganizationOptions<R> = {}): ResolvedOrganizationOptions {
  const resolved: ResolvedOrganizationOptions = {
    roles: options.roles ?? defaultOrganizationRoles,
    creatorRole: options.creatorRole ?? 'owner',
    adminUserIds: options.adminUserIds ?? [],
    allowUserToCreateOrganization: options.allowUserToCreateOrganization ?? true,
    organizationLimit: options.organizationLimit,
    membershipLimit: options.membershipLimit ?? 100,
    invitationLimit: options.invitationLimit ?? 100,
    invitationExpiresIn: options.invitationExpiresIn ?? 48 * 60 * 60,
    sendInvitationEmail: options.sendInvitationEmail,
    requireEmailVerificationOnInvitation: options.requireEmailVerificationOnInvitation ?? true,
    maximumTeams: options.maximumTeams,
    maximumMembersPerTeam: options.maximumMembersPerTeam,
    maximumRolesPerOrganization: options.maximumRolesPerOrganization ?? 50,
    hooks: options.organizationHooks ?? {},
    memberships: userMemberships,
  };
  if (!Object.hasOwn(resolved.roles, resolved.creatorRole)) {
    throw new Error(`Latchkey organization: the creator role "${resolved.creatorRole}" is not declared in \`roles\`.`);
  }
  if (!(resolved.invitationExpiresIn > 0)) throw new Error('Latchkey organization: invitationExpiresIn must be a positive number of seconds.');
  return resolved;
}

/**
 * The organization plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `organizationKey.options(ctx.auth)`.
 */
export const organizationKey = pluginKey<ResolvedOrganizationOptions>('organization');
