import { defineEndpoint } from 'latchkey/plugins';
import { deleteExpiredKeys } from '../delete-expired-keys.js';
import { apiKeyRoutes } from '../routes.js';

/**
 * `POST /api-key/delete-all-expired-api-keys` (server only: over HTTP it
 * answers 404). It deletes every user's expired keys, so no request may
 * trigger it; `auth.api.cleanup()` and the cleanup interval do the same.
 */
export const deleteAllExpired = defineEndpoint({
  ...apiKeyRoutes.deleteAllExpired,
  meta: { serverOnly: true },
  handler: async (ctx): Promise<{ success: true }> => {
    await deleteExpiredKeys(ctx.auth, { now: new Date() });
    return { success: true };
  },
});
