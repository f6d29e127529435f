import type { AuthEventRegistry } from 'latchkey';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md). Each
// carries its organization; member events name the member's user as subject.
declare module 'latchkey' {
  interface AuthEventRegistry {
    'organization.created': Record<string, never>;
    'organization.updated': { fields: string[] };
    'organization.deleted': Record<string, never>;
    'organization.member-added': { memberId: string; role: string };
    'organization.member-removed': { memberId: string; left: boolean };
    'organization.member-role-changed': { memberId: string; role: string };
    'organization.invitation-created': { invitationId: string; role: string };
    'organization.invitation-accepted': { invitationId: string };
    'organization.invitation-rejected': { invitationId: string };
    'organization.invitation-canceled': { invitationId: string };
    'organization.team-created': { teamId: string };
    'organization.team-updated': { teamId: string };
    'organization.team-removed': { teamId: string };
    'organization.team-member-added': { teamId: string };
    'organization.team-member-removed': { teamId: string };
    'organization.role-created': { role: string };
    'organization.role-updated': { role: string };
    'organization.role-deleted': { role: string };
  }
}

/** The organization plugin's event types. */
export type OrganizationEventType = Extract<keyof AuthEventRegistry, `organization.${string}`>;
