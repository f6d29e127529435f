import type { EndpointContext } from 'latchkey/plugins';
import type { SendOTPInput } from './phone-number-options.js';
import { phoneNumberKey } from './phone-number-options.js';

export interface SendTextOptions {
  /** Decided in the background too, so the answer's timing does not show the decision (is the number registered?). */
  onlyIf?: () => Promise<boolean>;
}

/**
 * Hands a code to the app's `sendOTP` in the background: the answer never
 * waits for the text, so its timing says nothing about delivery.
 *
 * @example
 * sendText(ctx, { phoneNumber, code, type: 'verification' });
 */
export function sendText(ctx: EndpointContext, input: SendOTPInput, options: SendTextOptions = {}): void {
  const { sendOTP } = phoneNumberKey.options(ctx.auth);
  const request = ctx.request;
  ctx.auth.runInBackground(async () => {
    if (options.onlyIf && !(await options.onlyIf())) return;
    await sendOTP(input, request);
  });
}
