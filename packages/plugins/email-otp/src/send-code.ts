import { AuthError, CORE_ERROR_CODES, hashTokenSync, issueCode } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { emailOTPKey } from './email-otp-options.js';
import { codeKey, type EmailOTPType } from './otp-type.js';

/**
 * Counts a send to one address, whoever asks and whether or not it has an
 * account, and answers 429 past the limit: a mailbox cannot be flooded from
 * many IPs, and the answer is the same for every address.
 *
 * @example
 * await claimSend(ctx, email); // before anything depends on the account
 */
export async function claimSend(ctx: EndpointContext, email: string): Promise<void> {
  if (!(await trySend(ctx, email))) {
    const seconds = String(emailOTPKey.options(ctx.auth).sendLimit.window);
    throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
  }
}

/** Like `claimSend`, but answers false past the limit instead of throwing. */
export async function trySend(ctx: EndpointContext, email: string): Promise<boolean> {
  const { window, max } = emailOTPKey.options(ctx.auth).sendLimit;
  const { count } = await ctx.auth.storage.incr(`email-otp:sends:${hashTokenSync(email)}`, window);
  return count <= max;
}

/**
 * Issues a code (replacing the address's earlier one of that type) and hands
 * it to the app's `sendVerificationOTP` in the background. Only a keyed hash
 * of the code is stored. Answers whether a code was issued.
 *
 * @example
 * await sendCode(ctx, { email, type: 'sign-in' });
 */
export async function sendCode(ctx: EndpointContext, input: { email: string; type: EmailOTPType; userId?: string }): Promise<boolean> {
  const options = emailOTPKey.options(ctx.auth);
  const issued = await issueCode(ctx.auth, {
    ...codeKey(input),
    length: options.otpLength,
    expiresIn: options.expiresIn,
  });
  if (!issued.ok) return false;
  const data = { email: input.email, otp: issued.code, type: input.type };
  const request = ctx.request;
  ctx.auth.runInBackground(async () => options.sendVerificationOTP(data, request));
  return true;
}
