import { emitEvent, type EndpointContext, type VerificationMailInput } from 'latchkey/plugins';
import { sendCode, trySend } from './send-code.js';

/**
 * Stands in for the core's verification link mail (with
 * `overrideDefaultEmailVerification`): a code of type `email-verification`
 * goes to the address instead, within the same per-address send limit (past
 * it nothing is sent; the core's routes answer as usual). A code sent reports
 * `email-verification.sent`, as the core's link does.
 *
 * @example
 * definePlugin({ id: 'email-otp', sendVerificationEmail: sendVerificationCode });
 */
export async function sendVerificationCode(ctx: EndpointContext, input: VerificationMailInput): Promise<void> {
  if (!(await trySend(ctx, input.email))) return;
  if (await sendCode(ctx, { email: input.email, type: 'email-verification' })) {
    await emitEvent(ctx, { type: 'email-verification.sent', userId: input.user.id });
  }
}
