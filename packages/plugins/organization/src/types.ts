import type { Permissions } from 'latchkey/access';
import type { InferRow } from 'latchkey/plugins';
import type { organizationSchema } from './schema.js';

type Tables = typeof organizationSchema;

/** An organization as stored and answered. */
export type OrganizationRow = InferRow<Tables['organization']> & { metadata?: Record<string, unknown> | null };

/** A membership; `role` holds one or several comma-separated role names. */
export type MemberRow = InferRow<Tables['member']>;

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
export type InvitationRow = InferRow<Tables['invitation']> & { status: InvitationStatus };

export type TeamRow = InferRow<Tables['team']>;

export type TeamMemberRow = InferRow<Tables['teamMember']>;

/** A role an organization defined for itself. */
export type OrganizationRoleRow = InferRow<Tables['organizationRole']> & { permission: Permissions };

/** An organization with its members, pending invitations and teams. */
export interface FullOrganization extends OrganizationRow {
  members: MemberWithUser[];
  invitations: InvitationRow[];
  teams: TeamRow[];
}
