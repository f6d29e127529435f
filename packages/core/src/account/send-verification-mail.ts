import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { generateId } from '../crypto/tokens.js';
import { storeToken } from '../verification/verification-token.js';
import type { UserRow } from './find-user.js';
import { endpointURL, sendMailInBackground } from './send-mail.js';
import { emitEvent } from '../events/emit-event.js';

/** Whether verification mails can be sent: by the app's `sendVerificationEmail`, or by a plugin that replaces it. */
export function verificationMailEnabled(auth: AuthContext): boolean {
  return auth.options.emailVerification?.sendVerificationEmail !== undefined || auth.plugins.some((p) => p.sendVerificationEmail);
}

/**
 * Issues a single-use verification token for the user's current address and hands
 * the link to the app's sender. The token is bound to the address it was sent to.
 * A plugin's `sendVerificationEmail`, when one is declared, sends instead.
 * Without either sender, nothing is sent. A sign-in
 * route that refuses an unverified address calls this first, as /sign-in/email does.
 *
 * @example
 * await sendVerificationMail(ctx, { user, callbackURL });
 * throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_NOT_VERIFIED');
 */
export async function sendVerificationMail(
  ctx: EndpointContext,
  input: { user: UserRow; callbackURL?: string | undefined; email?: string },
): Promise<void> {
  const options = ctx.auth.options.emailVerification;
  const email = input.email ?? input.user.email;
  const replacement = ctx.auth.plugins.find((p) => p.sendVerificationEmail)?.sendVerificationEmail;
  if (replacement) return replacement(ctx, { user: input.user, email, callbackURL: input.callbackURL });
  if (!options?.sendVerificationEmail) return;
  const token = generateId(32);
  await storeToken(ctx.auth, {
    purpose: 'email-verification',
    token,
    value: JSON.stringify({ userId: input.user.id, email }),
    expiresIn: options.expiresIn ?? 3600,
  });
  const url = endpointURL(ctx, '/verify-email', { token, callbackURL: input.callbackURL });
  const user = { id: input.user.id, email, name: input.user.name, emailVerified: input.user.emailVerified };
  await emitEvent(ctx, { type: 'email-verification.sent', userId: input.user.id });
  sendMailInBackground(ctx, options.sendVerificationEmail, { user, url, token });
}
