import type { EndpointContext } from 'latchkey/plugins';
import type { SendOTPInput } from './phone-number-options.js';
import { phoneNumberOptionsOf } from './phone-number-options-of.js';

/**
 * Hands a code to the app's `sendOTP` in the background: the answer never
 * waits for the text, so its timing says nothing about delivery.
 *
 * @example
 * sendText(ctx, { phoneNumber, code, type: 'verification' });
 */
export function sendText(ctx: EndpointContext, input: SendOTPInput): void {
  const { sendOTP } = phoneNumberOptionsOf(ctx.auth);
  const request = ctx.request;
  ctx.auth.runInBackground(async () => sendOTP(input, request));
}
