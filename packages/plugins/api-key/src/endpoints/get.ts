import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { toApiKeyRecord, type ApiKeyRecord } from '../api-key-record.js';
import { findOwnedKey } from '../find-owned-key.js';
import { keyOwner } from '../key-owner.js';
import { apiKeyRoutes } from '../routes.js';

/**
 * `GET /api-key/get?id=`: one of the signed-in user's keys, without the key.
 * Another user's key id answers 404 KEY_NOT_FOUND, like an unknown one.
 */
export const get = defineEndpoint({
  ...apiKeyRoutes.get,
  query: lazySchema((z) => z.object({ id: z.string().min(1).max(255) })),
  meta: { noStore: true },
  handler: async (ctx): Promise<ApiKeyRecord> => {
    const owner = await keyOwner(ctx, { serverOnly: {} });
    return toApiKeyRecord(ctx.auth, await findOwnedKey(ctx.auth, { id: ctx.query.id, owner }));
  },
});
