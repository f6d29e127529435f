import { definePlugin } from 'latchkey/plugins';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import { phoneNumberEndpoints } from './phone-number-endpoints.js';
import { phoneNumberKey, resolvePhoneNumberOptions, type PhoneNumberOptions } from './phone-number-options.js';
import { phoneNumberSchema } from './schema.js';

/**
 * Phone numbers as a way in: one-time codes by text message that verify a
 * number and sign its user in (or sign a new user up), password sign-in by
 * number, a password reset by code, and a change of number for the signed-in
 * user. Numbers are stored in E.164 and each belongs to one account.
 *
 * @example
 * import { phoneNumber } from '@latchkey/phone-number';
 * const auth = createAuth({
 *   plugins: [phoneNumber({ sendOTP: ({ phoneNumber, code }) => sms.send(phoneNumber, `Your code: ${code}`) })],
 * });
 */
export function phoneNumber(options: PhoneNumberOptions) {
  const resolved = resolvePhoneNumberOptions(options);
  return definePlugin({
    id: 'phone-number',
    key: phoneNumberKey,
    endpoints: phoneNumberEndpoints,
    schema: phoneNumberSchema,
    rateLimit: [
      { path: '/phone-number/send-otp', ...resolved.sendRateLimit },
      { path: '/phone-number/request-password-reset', ...resolved.sendRateLimit },
      // Each code allows a few guesses; these bound how many codes one client can guess at.
      { path: '/phone-number/verify', window: 60, max: 10 },
      { path: '/phone-number/reset-password', window: 60, max: 5 },
    ],
    errorCodes: PHONE_NUMBER_ERROR_CODES,
    options: resolved,
  });
}

export type PhoneNumberPlugin = ReturnType<typeof phoneNumber>;
