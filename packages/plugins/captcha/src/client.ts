import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { CaptchaPlugin } from './captcha.js';

/**
 * The client half: types the captcha's error codes in `client.$ERROR_CODES`.
 * Send the widget's token with the guarded calls in the `x-captcha-response`
 * header.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [captchaClient()] });
 * await client.signUp.email(input, { headers: { 'x-captcha-response': token } });
 */
export function captchaClient() {
  return defineClientPlugin({ id: 'captcha', $InferServerPlugin: {} as CaptchaPlugin });
}
