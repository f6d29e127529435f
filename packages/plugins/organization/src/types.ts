import type { Permissions } from 'latchkey/access';

/** An organization as stored and answered. */
export interface OrganizationRow {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  metadata?: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt?: Date | null;
}

/** A membership; `role` holds one or several comma-separated role names. */
export interface MemberRow {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Date;
}

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

export interface InvitationRow {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: InvitationStatus;
  teamId?: string | null;
  inviterId: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface TeamRow {
  id: string;
  name: string;
  organizationId: string;
  createdAt: Date;
  updatedAt?: Date | null;
}

export interface TeamMemberRow {
  id: string;
  teamId: string;
  userId: string;
  createdAt: Date;
}

/** A role an organization defined for itself. */
export interface OrganizationRoleRow {
  id: string;
  organizationId: string;
  role: string;
  permission: Permissions;
  createdAt: Date;
  updatedAt?: Date | null;
}

/** An organization with its members, pending invitations and teams. */
export interface FullOrganization extends OrganizationRow {
  members: MemberWithUser[];
  invitations: InvitationRow[];
  teams: TeamRow[];
}
