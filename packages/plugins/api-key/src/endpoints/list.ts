import { AuthError, CORE_ERROR_CODES, defineEndpoint } from 'latchkey/plugins';
import { toApiKeyRecord, type ApiKeyRecord } from '../api-key-record.js';
import { keyOwner } from '../key-owner.js';
import { apiKeyRoutes } from '../routes.js';

// A page of keys; nobody manages more by hand.
const LIMIT = 1000;

/**
 * `GET /api-key/list`: `{ apiKeys }`, the signed-in user's keys, newest first,
 * without the keys. Wrapped in an object, as existing clients of this route read it.
 */
export const list = defineEndpoint({
  ...apiKeyRoutes.list,
  meta: { noStore: true },
  handler: async (ctx): Promise<{ apiKeys: ApiKeyRecord[] }> => {
    const owner = await keyOwner(ctx, { serverOnly: {} });
    if (owner.userId === null) throw AuthError.of(CORE_ERROR_CODES, 'USER_ID_OR_SESSION_REQUIRED');
    const rows = await ctx.auth.db.findMany({
      model: 'apiKey',
      where: [{ field: 'userId', value: owner.userId }],
      sortBy: { field: 'createdAt', direction: 'desc' },
      limit: LIMIT,
    });
    return { apiKeys: rows.map((row) => toApiKeyRecord(ctx.auth, row)) };
  },
});
