import type { SchemaDefinition } from 'latchkey';

const userRef = { model: 'user', field: 'id', onDelete: 'cascade' } as const;

/**
 * The tables and field the two-factor plugin adds. `twoFactorEnabled` is not
 * writable from requests (plugin fields never are unless `input: true`): only
 * `verify-totp` and `disable` change it.
 *
 * - `twoFactor`: one row per enrolled user: the TOTP secret (encrypted), the
 *   last accepted TOTP step (no code is accepted twice), and the trust key that
 *   "trust this device" cookies are bound to (a new one voids them all).
 * - `twoFactorBackupCode`: one row per unused backup code, a keyed hash only;
 *   using one deletes its row atomically, so it works once under concurrency.
 *
 * @example
 * createAuth({ plugins: [twoFactor()] }); // `latchkey migrate` creates both tables
 */
export const twoFactorSchema = {
  user: {
    fields: {
      twoFactorEnabled: { type: 'boolean', required: false, defaultValue: false },
    },
  },
  twoFactor: {
    fields: {
      userId: { type: 'string', unique: true, maxLength: 255, references: userRef },
      secret: { type: 'string' },
      lastStep: { type: 'number', defaultValue: 0 },
      trustKey: { type: 'string' },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
    },
  },
  twoFactorBackupCode: {
    fields: {
      userId: { type: 'string', index: true, maxLength: 255, references: userRef },
      codeHash: { type: 'string', index: true, maxLength: 64 },
      createdAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;
