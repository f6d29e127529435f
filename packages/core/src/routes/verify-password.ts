import { lazySchema } from '../endpoint/lazy-schema.js';
import { checkPassword } from '../account/check-password.js';
import { findCredentialAccount } from '../account/find-user.js';
import { passwordInput } from '../account/input-schemas.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';

/**
 * `auth.api.verifyPassword` (server only): confirms the signed-in user's password,
 * e.g. before a sensitive action. A user without a password gets INVALID_PASSWORD
 * after the same work, and failures count towards the per-account lock.
 */
export const verifyPassword = defineEndpoint({
  ...coreRoutes.verifyPassword,
  body: lazySchema((z) => z.object({ password: passwordInput(z) })),
  use: [databaseSessionMiddleware],
  meta: { serverOnly: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const { user } = ctx.session;
    const check = await checkPassword(ctx.auth, {
      account: await findCredentialAccount(ctx.auth, user.id),
      email: user.email,
      password: ctx.body.password,
    });
    if (check !== 'ok') throw AuthError.of(CORE_ERROR_CODES, 'INVALID_PASSWORD');
    return { status: true };
  },
});
