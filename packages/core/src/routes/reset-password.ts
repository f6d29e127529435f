import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { applyPasswordReset } from '../account/apply-password-reset.js';
import { findUserById } from '../account/find-user.js';
import { passwordInput } from '../account/input-schemas.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { consumeToken } from '../verification/verification-token.js';
import { coreRoutes } from './core-routes.js';

const tokenInput = (z: Zod) => z.string().max(512);

/**
 * `POST /reset-password`: sets a new password with a reset token (from the body or
 * `?token=`). The token is spent in the reset's transaction, with the password and
 * the end of the user's sessions, so a token works exactly once and a failure
 * leaves it usable.
 */
export const resetPassword = defineEndpoint({
  ...coreRoutes.resetPassword,
  body: lazySchema((z) => z.object({ newPassword: passwordInput(z), token: tokenInput(z).optional() })),
  query: lazySchema((z) => z.object({ token: tokenInput(z).optional() })),
  handler: async (ctx): Promise<{ status: true }> => {
    requireEmailPassword(ctx.auth);
    const token = ctx.body.token ?? ctx.query.token ?? '';
    const done = await applyPasswordReset(ctx, {
      newPassword: ctx.body.newPassword,
      prove: async () => {
        if (token === '') throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
      },
      claim: async (scoped) => {
        const spent = await consumeToken(scoped, { purpose: 'reset-password', token });
        return spent.ok ? findUserById(scoped, spent.value) : null;
      },
    });
    // Expired, unknown and already-spent tokens answer alike.
    if (!done) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
    return done;
  },
});
