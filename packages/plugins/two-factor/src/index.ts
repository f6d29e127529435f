// @latchkey/two-factor: the server half. The browser half is @latchkey/two-factor/client.
export { twoFactor } from './two-factor.js';
export type { TwoFactorPlugin } from './two-factor.js';
export type { SendOTPInput, TwoFactorOptions } from './two-factor-options.js';
export { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
export type { TwoFactorErrorCode } from './error-codes.js';
export type { TwoFactorEndpoints } from './two-factor-endpoints.js';
export type { SecondFactor } from './events.js';
