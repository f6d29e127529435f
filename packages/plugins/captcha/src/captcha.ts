import { definePlugin } from 'latchkey/plugins';
import { captchaGuard } from './captcha-guard.js';
import { resolveCaptchaOptions, type CaptchaOptions } from './captcha-options.js';
import { CAPTCHA_ERROR_CODES } from './error-codes.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * Asks for a solved captcha on sign-up, sign-in and password-reset requests
 * (or the paths you list), verified on the server with Cloudflare Turnstile,
 * Google reCAPTCHA v2 or v3, or hCaptcha. The browser sends the widget's
 * token in the `x-captcha-response` header; without it the request answers
 * 400 `MISSING_RESPONSE`, with a refused token 403 `VERIFICATION_FAILED`,
 * and 503 `CAPTCHA_UNAVAILABLE` when the provider does not answer in time.
 *
 * @example
 * import { captcha } from '@latchkey/captcha';
 * const auth = createAuth({
 *   ...,
 *   plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: process.env.TURNSTILE_SECRET_KEY! })],
 * });
 */
export function captcha(options: CaptchaOptions) {
  const resolved = resolveCaptchaOptions(options);
  return definePlugin({
    id: 'captcha',
    hooks: { before: [captchaGuard(resolved)] },
    errorCodes: CAPTCHA_ERROR_CODES,
    // The secret stays out of the options other plugins and tools can read.
    options: { ...resolved, secretKey: '[redacted]' },
  });
}

export type CaptchaPlugin = ReturnType<typeof captcha>;
