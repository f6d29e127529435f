// @latchkey/captcha: the server half. The browser half is @latchkey/captcha/client.
export { captcha } from './captcha.js';
export type { CaptchaPlugin } from './captcha.js';
export { CAPTCHA_HEADER } from './captcha-guard.js';
export { DEFAULT_CAPTCHA_ENDPOINTS, VERIFY_URLS } from './captcha-options.js';
export type { CaptchaOptions, CaptchaProvider } from './captcha-options.js';
export { CAPTCHA_ERROR_CODES } from './error-codes.js';
export type { CaptchaErrorCode } from './error-codes.js';
export type { CaptchaEventType } from './events.js';
