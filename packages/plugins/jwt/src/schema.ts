import type { SchemaDefinition } from 'latchkey';

/**
 * The `jwks` table: one row per signing key. The public half is stored as a
 * JWK, the private half encrypted with the app secret (`encryptValue`), so a
 * copy of the database alone signs nothing.
 *
 * `predecessor` names the key a row replaced (`genesis` for the first one) and
 * is unique: two instances that make a key at the same moment insert rows
 * naming the same predecessor, and exactly one insert wins.
 *
 * @example
 * createAuth({ plugins: [jwt()] }); // `latchkey migrate` creates the table
 */
export const jwtSchema = {
  jwks: {
    fields: {
      publicKey: { type: 'string' },
      privateKey: { type: 'string', returned: false },
      alg: { type: 'string', maxLength: 16 },
      predecessor: { type: 'string', unique: true, maxLength: 255 },
      createdAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;
