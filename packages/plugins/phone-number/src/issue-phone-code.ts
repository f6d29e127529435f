import { issueCode } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { claimSend } from './send-limit.js';
import { phoneNumberKey } from './phone-number-options.js';

/**
 * Counts the send against the number's cap, then issues a code for one
 * purpose, replacing the number's earlier code for it. Answers the code.
 *
 * @example
 * const code = await issuePhoneCode(ctx.auth, { phoneNumber, purpose: OTP_PURPOSE.verify });
 */
export async function issuePhoneCode(auth: AuthContext, input: { phoneNumber: string; purpose: string }): Promise<string> {
  await claimSend(auth, input.phoneNumber);
  const options = phoneNumberKey.options(auth);
  const issued = await issueCode(auth, {
    purpose: input.purpose,
    identifier: input.phoneNumber,
    length: options.otpLength,
    expiresIn: options.expiresIn,
  });
  // Without a cool-down (`resendAfter`) a code is always issued; the per-number cap limits sends.
  if (!issued.ok) throw new Error('Latchkey phone-number: a code was refused without a cool-down');
  return issued.code;
}
