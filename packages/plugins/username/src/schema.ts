import type { SchemaDefinition } from 'latchkey';
import { USERNAME_COLUMN_LENGTH } from './username-options.js';

/**
 * The fields the username plugin adds to the user. `username` holds the
 * lower-case form under a unique index, so two people can never hold names
 * that differ only in case, even when they ask at the same instant;
 * `displayUsername` keeps the letter case as typed. Both are accepted at
 * sign-up and update-user, where the plugin's hooks check and normalise them.
 */
export const usernameSchema = {
  user: {
    fields: {
      username: { type: 'string', required: false, unique: true, input: true, maxLength: USERNAME_COLUMN_LENGTH },
      displayUsername: { type: 'string', required: false, input: true, maxLength: USERNAME_COLUMN_LENGTH },
    },
  },
} as const satisfies SchemaDefinition;
