import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { EmailOTPPlugin } from './email-otp.js';
import { emailOtpRoutes } from './routes.js';

const SESSION_CHANGES = ['/sign-in/email-otp', '/email-otp/verify-email', '/email-otp/change-email', '/email-otp/reset-password'];

/**
 * The client half of the email-otp plugin, typed from the server:
 * `client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' })`, then
 * `client.signIn.emailOtp({ email, otp })`. The session store refreshes after
 * a sign-in, a verification, a change of email or a reset.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [emailOTPClient()] });
 * await client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
 * const { data, error } = await client.signIn.emailOtp({ email, otp });
 */
export function emailOTPClient() {
  return defineClientPlugin({
    id: 'email-otp',
    $InferServerPlugin: {} as EmailOTPPlugin,
    routes: emailOtpRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_CHANGES.includes(path) }],
  });
}
