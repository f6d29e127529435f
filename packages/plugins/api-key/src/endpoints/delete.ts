import { defineEndpoint, lazySchema, emitEvent } from 'latchkey/plugins';
import { findOwnedKey } from '../find-owned-key.js';
import { keyOwner } from '../key-owner.js';
import { apiKeyRoutes } from '../routes.js';

/**
 * `POST /api-key/delete`: deletes one of the signed-in user's keys; it stops
 * working at once. Another user's key id answers 404 KEY_NOT_FOUND.
 */
export const deleteKey = defineEndpoint({
  ...apiKeyRoutes.deleteKey,
  body: lazySchema((z) => z.object({ keyId: z.string().min(1).max(255), userId: z.string().min(1).max(255).optional() })),
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ success: true }> => {
    const owner = await keyOwner(ctx, { serverOnly: { userId: ctx.body.userId } });
    const row = await findOwnedKey(ctx.auth, { id: ctx.body.keyId, owner });
    await ctx.auth.db.transaction(async (tx) => {
      await tx.delete({ model: 'apiKey', where: [{ field: 'id', value: row.id }] });
      await emitEvent(ctx, { type: 'api-key.revoked', userId: row.userId, detail: { keyId: row.id } }, { db: tx });
    });
    return { success: true };
  },
});
