import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half (nor the phone metadata).
import type { PhoneNumberPlugin } from './phone-number.js';
import { phoneNumberRoutes } from './routes.js';

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
    routes: phoneNumberRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_CHANGES.includes(path) }],
  });
}
