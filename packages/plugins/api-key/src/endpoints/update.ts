import { AuthError, defineEndpoint, lazySchema } from 'latchkey/plugins';
import { apiKeyKey } from '../api-key-options.js';
import { toApiKeyRecord, type ApiKeyRecord } from '../api-key-record.js';
import { API_KEY_ERROR_CODES } from '../error-codes.js';
import { findOwnedKey } from '../find-owned-key.js';
import { keyExpiry } from '../key-expiry.js';
import { expiresInInput, metadataInput, nameInput, serverOnlyFields, serverOnlyLimits } from '../key-input.js';
import { keyOwner } from '../key-owner.js';
import { apiKeyRoutes } from '../routes.js';

// Writes racing with uses of the key: each round one of them wins.
const MAX_ROUNDS = 8;

/**
 * `POST /api-key/update`: renames, enables or disables, changes metadata or
 * expiry of one of the signed-in user's keys; the server may also change its
 * limits and permissions. Another user's key id answers 404 KEY_NOT_FOUND.
 * The write is conditional on the row's revision, like a use, so neither
 * loses the other's counters.
 */
export const update = defineEndpoint({
  ...apiKeyRoutes.update,
  body: lazySchema((z) => z.object({
    keyId: z.string().min(1).max(255),
    name: nameInput(z).optional(),
    enabled: z.boolean().optional(),
    metadata: metadataInput(z).optional(),
    expiresIn: expiresInInput(z).optional(),
    ...serverOnlyLimits(z),
  })),
  meta: { sensitive: true },
  handler: async (ctx): Promise<ApiKeyRecord> => {
    const { body, auth } = ctx;
    const owner = await keyOwner(ctx, { serverOnly: serverOnlyFields(body) });
    const options = apiKeyKey.options(auth);
    if (body.metadata && !options.enableMetadata) throw AuthError.of(API_KEY_ERROR_CODES, 'METADATA_DISABLED');
    const { keyId, userId: _owner, expiresIn, ...fields } = body;
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (expiresIn !== undefined) changes.expiresAt = keyExpiry(options, { expiresIn, trusted: owner.trusted });
    if (Object.keys(changes).length === 0) throw AuthError.of(API_KEY_ERROR_CODES, 'NO_VALUES_TO_UPDATE');
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const row = await findOwnedKey(auth, { id: keyId, owner });
      const refillAmount = changes.refillAmount ?? row.refillAmount;
      const refillInterval = changes.refillInterval ?? row.refillInterval;
      if ((refillAmount == null) !== (refillInterval == null)) throw AuthError.of(API_KEY_ERROR_CODES, 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED');
      const patch = { ...changes, updatedAt: new Date(), revision: row.revision + 1 };
      const written = await auth.db.updateMany({
        model: 'apiKey',
        where: [
          { field: 'id', value: row.id },
          { field: 'revision', value: row.revision },
        ],
        update: patch,
      });
      if (written === 1) return toApiKeyRecord(auth, { ...row, ...patch });
    }
    throw AuthError.of(API_KEY_ERROR_CODES, 'FAILED_TO_UPDATE_API_KEY');
  },
});
