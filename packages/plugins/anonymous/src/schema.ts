import type { SchemaDefinition } from 'latchkey';

/**
 * The field the anonymous plugin adds to the user. It is never taken from a
 * request (plugin fields are not, unless declared `input: true`), so nobody
 * can make an account anonymous or stop it being so. Indexed for the cleanup.
 */
export const anonymousSchema = {
  user: {
    fields: {
      isAnonymous: { type: 'boolean', required: false, defaultValue: false, index: true },
    },
  },
} as const satisfies SchemaDefinition;
