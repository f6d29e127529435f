import { requestPasswordReset } from './endpoints/request-password-reset.js';
import { resetPassword } from './endpoints/reset-password.js';
import { sendOtp } from './endpoints/send-otp.js';
import { signInPhoneNumber } from './endpoints/sign-in-phone-number.js';
import { verify } from './endpoints/verify.js';

/**
 * Every phone-number route, by the name `auth.api` calls it
 * (`auth.api.signInPhoneNumber`, `auth.api.sendPhoneNumberOTP`). The client
 * half takes only the type of this record.
 */
export const phoneNumberEndpoints = {
  signInPhoneNumber,
  sendPhoneNumberOTP: sendOtp,
  verifyPhoneNumber: verify,
  requestPasswordResetPhoneNumber: requestPasswordReset,
  resetPasswordPhoneNumber: resetPassword,
};

export type PhoneNumberEndpoints = typeof phoneNumberEndpoints;
