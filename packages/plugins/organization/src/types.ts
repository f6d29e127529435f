import type { Permissions } from 'latchkey/access';
import type { InferRow } from 'latchkey/plugins';
import type { organizationSchema } from './schema.js';

type Tables = typeof organizationSchema;

/** An organization as stored and answered. */
export interface OrganizationRow extends InferRow<Tables['organization']> {
  metadata?: Record<string, unknown> | null;
}

/** A membership; `role` holds one or several comma-separated role names. */
export interface MemberRow extends InferRow<Tables['member']> {}

/** The public part of a member's user. */
export interface MemberUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

export interface MemberWithUser extends MemberRow {
  user: MemberUser;
}

export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'canceled';

/** An invitation; its status column holds one of four states. */
export interface InvitationRow extends InferRow<Tables['invitation']> {
  status: InvitationStatus;
}

export interface TeamRow extends InferRow<Tables['team']> {}

export interface TeamMemberRow extends InferRow<Tables['teamMember']> {}

/** A role an organization defined for itself. */
export interface OrganizationRoleRow extends InferRow<Tables['organizationRole']> {
  permission: Permissions;
}

/** An organization with its members, pending invitations and teams. */
export interface FullOrganization extends OrganizationRow {
  members: MemberWithUser[];
  invitations: InvitationRow[];
  teams: TeamRow[];
}
