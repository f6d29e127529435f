import type { Zod } from '../endpoint/lazy-schema.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { generateResetToken } from '../crypto/tokens.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { storeToken } from '../verification/verification-token.js';
import { findUserByEmail } from './find-user.js';
import { emailInput, redirectInput } from './input-schemas.js';
import { requireEmailPassword } from './require-email-password.js';
import { endpointURL } from './send-mail.js';
import { emitEvent } from '../events/emit-event.js';

/** The body both reset-request endpoints accept. */
export const passwordResetRequestBody = (z: Zod) => z.object({ email: emailInput(z), redirectTo: redirectInput(z).optional() });

/**
 * The shared body of /request-password-reset and /forget-password. Everything
 * that depends on whether the address has an account (the lookup, the token,
 * the mail) runs after the answer, so known and unknown addresses get the same
 * answer in the same time.
 */
export function startPasswordReset(ctx: EndpointContext, input: { email: string; redirectTo: string | undefined }): void {
  const auth = ctx.auth;
  requireEmailPassword(auth);
  const options = auth.options.emailAndPassword ?? {};
  const send = options.sendResetPassword;
  if (!send) throw AuthError.of(CORE_ERROR_CODES, 'RESET_PASSWORD_DISABLED');
  if (input.redirectTo !== undefined) assertSafeRedirect(input.redirectTo, auth.origins, 'redirectTo');
  auth.runInBackground(async () => {
    const user = await findUserByEmail(auth, input.email);
    if (!user) return;
    const token = generateResetToken();
    await storeToken(auth, {
      purpose: 'reset-password',
      token,
      value: user.id,
      expiresIn: options.resetPasswordTokenExpiresIn ?? 3600,
    });
    await emitEvent(ctx, { type: 'password.reset-requested', userId: user.id });
    const url = endpointURL(ctx, `/reset-password/${token}`, { callbackURL: input.redirectTo });
    const mailUser = { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified };
    await send({ user: mailUser, url, token }, ctx.request);
  });
}
