import type { SchemaDefinition } from 'latchkey';

/**
 * The fields the admin plugin adds. None is writable from a request (plugin
 * fields never are unless declared `input: true`), so sign-up and update-user
 * refuse `role` and `banned` with 400.
 *
 * @example
 * const schema = adminSchema({ defaultRole: 'user' });
 */
export function adminSchema(options: { defaultRole: string }) {
  return {
    user: {
      fields: {
        role: { type: 'string', required: false, defaultValue: options.defaultRole },
        banned: { type: 'boolean', required: false, defaultValue: false },
        banReason: { type: 'string', required: false },
        banExpires: { type: 'date', required: false },
      },
    },
    session: {
      fields: {
        // Deleting the admin also ends the impersonation sessions they started.
        impersonatedBy: {
          type: 'string',
          required: false,
          index: true,
          maxLength: 255,
          references: { model: 'user', field: 'id', onDelete: 'cascade' },
        },
      },
    },
  } as const satisfies SchemaDefinition;
}
