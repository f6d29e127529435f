import { lazySchema } from '../endpoint/lazy-schema.js';
import { findUserByEmail, findUserById } from '../account/find-user.js';
import { emailInput, redirectInput } from '../account/input-schemas.js';
import { sendVerificationMail, verificationMailEnabled } from '../account/send-verification-mail.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { readSession } from '../session/read-session.js';
import { coreRoutes } from './core-routes.js';

/**
 * `POST /send-verification-email`. Signed out, it always answers `{ status: true }`
 * and does the lookup and sending after the answer, so it tells nothing about
 * the address. Signed in, it only mails the user's own, still unverified address.
 */
export const sendVerificationEmail = defineEndpoint({
  ...coreRoutes.sendVerificationEmail,
  body: lazySchema((z) => z.object({ email: emailInput(z), callbackURL: redirectInput(z).optional() })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    if (!verificationMailEnabled(auth)) {
      throw AuthError.of(CORE_ERROR_CODES, 'VERIFICATION_EMAIL_NOT_ENABLED');
    }
    const { email, callbackURL } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, auth.origins, 'callbackURL');
    // Read from the database: a session revoked within the cookie cache's lifetime must not count.
    const current = await readSession(ctx, { disableCookieCache: true });
    if (current) await sendToSessionUser(ctx, { userId: current.user.id, email, callbackURL });
    else {
      auth.runInBackground(async () => {
        const user = await findUserByEmail(auth, email);
        if (user && !user.emailVerified) await sendVerificationMail(ctx, { user, callbackURL });
      });
    }
    return { status: true };
  },
});

async function sendToSessionUser(
  ctx: EndpointContext,
  input: { userId: string; email: string; callbackURL: string | undefined },
): Promise<void> {
  // The row, not the session copy, decides: a cached copy may still say "unverified".
  const user = await findUserById(ctx.auth, input.userId);
  if (!user) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (user.email !== input.email) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_MISMATCH');
  if (user.emailVerified) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_ALREADY_VERIFIED');
  await sendVerificationMail(ctx, { user, callbackURL: input.callbackURL });
}
