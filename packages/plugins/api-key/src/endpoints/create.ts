import { AuthError, CORE_ERROR_CODES, defineEndpoint, findUserById, lazySchema, emitEvent } from 'latchkey/plugins';
import { apiKeyKey } from '../api-key-options.js';
import { toApiKeyRecord, type ApiKeyRecord } from '../api-key-record.js';
import { API_KEY_ERROR_CODES } from '../error-codes.js';
import { generateApiKey } from '../generate-api-key.js';
import { keyExpiry } from '../key-expiry.js';
import {
  expiresInInput,
  metadataInput,
  nameInput,
  prefixInput,
  serverOnlyFields,
  serverOnlyLimits,
} from '../key-input.js';
import { keyOwner } from '../key-owner.js';
import { apiKeyRoutes } from '../routes.js';

/**
 * `POST /api-key/create`: a new key for the signed-in user (for `userId` when
 * the server calls it without headers). The answer is the key record plus the
 * key itself in `key`, shown this once: only its hash is stored. Limits and
 * permissions are server-only; over HTTP they, and `userId`, answer 400
 * SERVER_ONLY_PROPERTY. Marked sensitive: a session from an API key or an
 * impersonation session cannot create keys.
 */
export const create = defineEndpoint({
  ...apiKeyRoutes.create,
  body: lazySchema((z) => z.object({
    name: nameInput(z).optional(),
    expiresIn: expiresInInput(z).optional(),
    prefix: prefixInput(z).optional(),
    metadata: metadataInput(z).optional(),
    ...serverOnlyLimits(z),
  })),
  meta: { sensitive: true, noStore: true },
  handler: async (ctx): Promise<ApiKeyRecord & { key: string }> => {
    const { body, auth } = ctx;
    const owner = await keyOwner(ctx, { serverOnly: serverOnlyFields(body) });
    if (owner.userId === null) throw AuthError.of(CORE_ERROR_CODES, 'USER_ID_OR_SESSION_REQUIRED');
    if (owner.trusted && !(await findUserById(auth, owner.userId))) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
    const options = apiKeyKey.options(auth);
    if (body.metadata && !options.enableMetadata) throw AuthError.of(API_KEY_ERROR_CODES, 'METADATA_DISABLED');
    if ((body.refillAmount === undefined) !== (body.refillInterval === undefined)) {
      throw AuthError.of(API_KEY_ERROR_CODES, 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED');
    }
    const now = new Date();
    const expiresAt = keyExpiry(options, { expiresIn: body.expiresIn, trusted: owner.trusted, now: now.getTime() });
    const generated = generateApiKey({
      prefix: body.prefix ?? options.defaultPrefix,
      length: options.defaultKeyLength,
      startLength: options.startingCharactersLength,
    });
    const data = {
      id: auth.generateId(),
      name: body.name ?? null,
      start: generated.start,
      prefix: body.prefix ?? options.defaultPrefix ?? null,
      key: generated.hash,
      userId: owner.userId,
      refillInterval: body.refillInterval ?? null,
      refillAmount: body.refillAmount ?? null,
      lastRefillAt: null,
      enabled: true,
      rateLimitEnabled: body.rateLimitEnabled ?? options.rateLimit.enabled,
      rateLimitTimeWindow: body.rateLimitTimeWindow ?? options.rateLimit.timeWindow,
      rateLimitMax: body.rateLimitMax ?? options.rateLimit.maxRequests,
      requestCount: 0,
      remaining: body.remaining ?? body.refillAmount ?? null,
      lastRequest: null,
      windowStart: null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
      permissions: body.permissions ?? options.defaultPermissions ?? null,
      metadata: body.metadata ?? null,
      revision: 0,
    };
    // The key and its event commit together.
    const row = await auth.db.transaction(async (tx) => {
      const created = await tx.create({ model: 'apiKey', data });
      await emitEvent(ctx, { type: 'api-key.created', userId: owner.userId, detail: { keyId: String(created.id), start: generated.start } }, { db: tx });
      return created;
    });
    return { ...toApiKeyRecord(auth, row), key: generated.key };
  },
});
