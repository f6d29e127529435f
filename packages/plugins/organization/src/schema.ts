import type { SchemaDefinition } from 'latchkey';

const createdAt = { type: 'date', defaultValue: () => new Date(), input: false } as const;
const updatedAt = { type: 'date', required: false, defaultValue: () => new Date(), input: false } as const;
const reference = (model: string) =>
  ({ type: 'string', index: true, maxLength: 255, references: { model, field: 'id', onDelete: 'cascade' } }) as const;

/**
 * The tables of spec §3 (organization, member, invitation, team, team
 * member, organization role) and the session fields holding the active
 * organization and team. No field is writable from a request: only the
 * plugin's routes set them, so `/update-session` cannot switch organizations.
 *
 * @example
 * createAuth({ plugins: [organization()] }); // migrations derive from organizationSchema
 */
export const organizationSchema = {
  organization: {
    fields: {
      name: { type: 'string', maxLength: 255 },
      slug: { type: 'string', unique: true, maxLength: 255 },
      logo: { type: 'string', required: false },
      metadata: { type: 'json', required: false },
      createdAt,
      updatedAt,
    },
  },
  member: {
    fields: {
      organizationId: reference('organization'),
      userId: reference('user'),
      role: { type: 'string', maxLength: 255 },
      createdAt,
    },
  },
  invitation: {
    fields: {
      organizationId: reference('organization'),
      email: { type: 'string', index: true, maxLength: 255 },
      role: { type: 'string', maxLength: 255 },
      status: { type: 'string', defaultValue: 'pending', maxLength: 32 },
      teamId: { type: 'string', required: false, maxLength: 255 },
      inviterId: reference('user'),
      expiresAt: { type: 'date' },
      createdAt,
    },
  },
  team: {
    fields: {
      name: { type: 'string', maxLength: 255 },
      organizationId: reference('organization'),
      createdAt,
      updatedAt,
    },
  },
  teamMember: {
    fields: {
      teamId: reference('team'),
      userId: reference('user'),
      createdAt,
    },
  },
  organizationRole: {
    fields: {
      organizationId: reference('organization'),
      role: { type: 'string', maxLength: 255 },
      permission: { type: 'json' },
      createdAt,
      updatedAt,
    },
  },
  session: {
    fields: {
      activeOrganizationId: { type: 'string', required: false, maxLength: 255 },
      activeTeamId: { type: 'string', required: false, maxLength: 255 },
    },
  },
} as const satisfies SchemaDefinition;
