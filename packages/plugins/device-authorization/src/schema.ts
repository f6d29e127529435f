import type { SchemaDefinition } from 'latchkey';

/**
 * The table of the device authorization plugin: one row per device code,
 * from `/device/code` until its access token is issued, it is denied and
 * polled once more, or it expires.
 *
 * - `deviceCode`: SHA-256 of the device code (the device's secret); the code
 *   itself is never stored.
 * - `userCode`: keyed hash of the normalised user code (the code a person types),
 *   so a copy of the database does not yield codes to approve.
 * - `userId`: the first signed-in user who opened the code (`GET /device`), the
 *   only one who may approve or deny it; then the one who did.
 * - `status`: `pending`, then `approved` or `denied`; every change is a
 *   conditional update, so it happens once under concurrency.
 * - `lastPolledAt` / `pollingInterval`: the pace the device must keep; every
 *   `slow_down` adds 5 seconds to the interval.
 * - `redeemer`: the plugin whose token endpoint redeems the code (an OpenID
 *   provider started it for one of its clients); null for `/device/token`.
 *   A code is redeemed only where it was meant to be.
 *
 * @example
 * createAuth({ plugins: [deviceAuthorization()] }); // `latchkey migrate` creates the table
 */
export const deviceAuthorizationSchema = {
  deviceCode: {
    fields: {
      deviceCode: { type: 'string', unique: true, maxLength: 64 },
      userCode: { type: 'string', unique: true, maxLength: 64 },
      userId: { type: 'string', required: false, index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      expiresAt: { type: 'date' },
      status: { type: 'string', maxLength: 16 },
      lastPolledAt: { type: 'date', required: false },
      pollingInterval: { type: 'number' },
      clientId: { type: 'string', maxLength: 255 },
      scope: { type: 'string', required: false, maxLength: 1024 },
      redeemer: { type: 'string', required: false, maxLength: 64 },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;
