import { lazySchema } from '../endpoint/lazy-schema.js';
import { findCredentialAccount } from '../account/find-user.js';
import { passwordInput } from '../account/input-schemas.js';
import { checkNewPassword } from '../account/check-new-password.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const alreadyHasPassword = (): AuthError => AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_HAS_PASSWORD');

/**
 * `auth.api.setPassword` (server only): gives a signed-in user without a password
 * (say, social-only) a credential account. Refused once one exists, so it can
 * never replace a password without the current one (that is /change-password).
 */
export const setPassword = defineEndpoint({
  ...coreRoutes.setPassword,
  body: lazySchema((z) => z.object({ newPassword: passwordInput(z) })),
  use: [databaseSessionMiddleware],
  meta: { serverOnly: true, sensitive: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    requireEmailPassword(auth);
    const userId = ctx.session.user.id;
    await checkNewPassword(ctx, { password: ctx.body.newPassword, user: ctx.session.user });
    if (await findCredentialAccount(auth, userId)) throw alreadyHasPassword();
    const hash = await auth.password.hasher.hash(ctx.body.newPassword);
    const now = new Date();
    try {
      await auth.db.transaction(async (tx) => {
        await tx.create({
          model: 'account',
          data: { id: auth.generateId(), userId, providerId: 'credential', accountId: userId, password: hash, createdAt: now, updatedAt: now },
        });
        await emitEvent(ctx, { type: 'password.set' }, { db: tx });
      });
    } catch (error) {
      // Two simultaneous calls: the unique (providerId, accountId) index lets one win.
      if (error instanceof UniqueConstraintError) throw alreadyHasPassword();
      throw error;
    }
    return { status: true };
  },
});
