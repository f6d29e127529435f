// @latchkey/email-otp: the server half. The browser half is @latchkey/email-otp/client.
export { emailOTP } from './email-otp.js';
export type { EmailOTPPlugin } from './email-otp.js';
export type { EmailOTPOptions, SendLimit, SendVerificationOTPInput } from './email-otp-options.js';
export { EMAIL_OTP_TYPES } from './otp-type.js';
export type { EmailOTPType } from './otp-type.js';
export type { EmailOTPEndpoints } from './email-otp-endpoints.js';
