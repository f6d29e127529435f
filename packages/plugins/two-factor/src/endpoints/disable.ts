import { lazySchema, emitEvent, databaseSessionMiddleware, defineEndpoint, refreshSessionUser } from 'latchkey/plugins';
import { confirmIdentity } from '../confirm-identity.js';
import { passwordBody } from '../password-body.js';
import { forgetDevice } from '../trusted-device.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/disable`: switches two-factor off: the secret, the backup
 * codes and the trust key go together (so every trusted device is forgotten,
 * and a later enrolment starts afresh).
 */
export const disable = defineEndpoint({
  ...twoFactorRoutes.disable,
  body: lazySchema(passwordBody),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ status: true }> => {
    await confirmIdentity(ctx, { current: ctx.session, password: ctx.body.password });
    const userId = ctx.session.user.id;
    await ctx.auth.db.transaction(async (tx) => {
      await tx.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
      await tx.deleteMany({ model: 'twoFactorBackupCode', where: [{ field: 'userId', value: userId }] });
      await tx.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { twoFactorEnabled: false, updatedAt: new Date() } });
      await emitEvent(ctx, { type: 'two-factor.disabled' }, { db: tx });
    });
    await refreshSessionUser(ctx.auth, userId);
    forgetDevice(ctx);
    return { status: true };
  },
});
