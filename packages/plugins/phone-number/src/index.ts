// @latchkey/phone-number: the server half. The browser half is @latchkey/phone-number/client.
export { phoneNumber } from './phone-number.js';
export type { PhoneNumberPlugin } from './phone-number.js';
export type { PhoneNumberOptions, SendLimit, SendOTPInput } from './phone-number-options.js';
export { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
export type { PhoneNumberErrorCode } from './error-codes.js';
export type { PhoneNumberEndpoints } from './phone-number-endpoints.js';
