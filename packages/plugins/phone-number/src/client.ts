import { defineClientPlugin } from '@latchkey/client';
import type { ClientMethodsOf } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half (nor the phone metadata).
import type { PhoneNumberEndpoints } from './phone-number-endpoints.js';
import type { PhoneNumberPlugin } from './phone-number.js';

const SESSION_CHANGES = ['/sign-in/phone-number', '/phone-number/verify', '/phone-number/reset-password'];

/**
 * The client half of the phone-number plugin, typed from the server:
 * `client.signIn.phoneNumber({ phoneNumber, password })`,
 * `client.phoneNumber.sendOtp({ phoneNumber })`,
 * `client.phoneNumber.verify({ phoneNumber, code })`,
 * `client.phoneNumber.requestPasswordReset({ phoneNumber })` and
 * `client.phoneNumber.resetPassword({ phoneNumber, otp, newPassword })`.
 * The session store refetches after a sign-in, a verification and a reset.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [phoneNumberClient()] });
 * await client.phoneNumber.sendOtp({ phoneNumber: '+14155552671' });
 */
export function phoneNumberClient() {
  return defineClientPlugin({
    id: 'phone-number',
    $InferServerPlugin: {} as PhoneNumberPlugin,
    pathMethods: {
      '/sign-in/phone-number': 'POST',
      '/phone-number/send-otp': 'POST',
      '/phone-number/verify': 'POST',
      '/phone-number/request-password-reset': 'POST',
      '/phone-number/reset-password': 'POST',
    } satisfies ClientMethodsOf<PhoneNumberEndpoints>,
    atomListeners: [{ matcher: (path: string) => SESSION_CHANGES.includes(path) }],
  });
}
