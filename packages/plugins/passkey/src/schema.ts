import type { SchemaDefinition } from 'latchkey';

/**
 * The table the passkey plugin adds: one row per registered credential.
 *
 * - `credentialID` (base64url) is unique: one authenticator's credential
 *   belongs to one user.
 * - `publicKey` is the COSE public key (base64url); no secret is stored.
 * - `counter` is the authenticator's signature counter; an assertion whose
 *   counter does not move forward (when either is non-zero) is refused.
 * - `deviceType` (`singleDevice` or `multiDevice`) and `backedUp` are the
 *   backup flags the authenticator reported; `transports` is a comma list.
 *
 * @example
 * createAuth({ plugins: [passkey()] }); // `latchkey migrate` creates the table
 */
export const passkeySchema = {
  passkey: {
    fields: {
      name: { type: 'string', required: false, maxLength: 255 },
      publicKey: { type: 'string' },
      userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      credentialID: { type: 'string', unique: true, maxLength: 512 },
      counter: { type: 'number', bigint: true, defaultValue: 0 },
      deviceType: { type: 'string', maxLength: 32 },
      backedUp: { type: 'boolean', defaultValue: false },
      transports: { type: 'string', required: false, maxLength: 255 },
      aaguid: { type: 'string', required: false, maxLength: 64 },
      createdAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;
