import { defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import { findOwnPasskey, toPasskey, type Passkey } from '../passkey-record.js';
import { passkeyName } from '../webauthn-input.js';
import { passkeyRoutes } from '../routes.js';

/**
 * `POST /passkey/update-passkey { id, name }`: renames one of the user's
 * passkeys. Another user's id answers 404 PASSKEY_NOT_FOUND, like an unknown one.
 */
export const updatePasskey = defineEndpoint({
  ...passkeyRoutes.updatePasskey,
  body: lazySchema((z) => z.object({ id: z.string().min(1).max(255), name: passkeyName(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ passkey: Passkey }> => {
    const row = await findOwnPasskey(ctx.auth, { id: ctx.body.id, userId: ctx.session.user.id });
    await ctx.auth.db.transaction(async (tx) => {
      await tx.update({
        model: 'passkey',
        where: [
          { field: 'id', value: row.id },
          { field: 'userId', value: row.userId },
        ],
        update: { name: ctx.body.name },
      });
      await emitEvent(ctx, { type: 'passkey.renamed', detail: { passkeyId: row.id } }, { db: tx });
    });
    return { passkey: toPasskey({ ...row, name: ctx.body.name }) };
  },
});
