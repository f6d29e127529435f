import { changeEmailOtp } from './endpoints/change-email.js';
import { checkVerificationOtp } from './endpoints/check-verification-otp.js';
import { requestPasswordResetOtp } from './endpoints/request-password-reset.js';
import { resetPasswordOtp } from './endpoints/reset-password.js';
import { sendVerificationOtp } from './endpoints/send-verification-otp.js';
import { signInEmailOtp } from './endpoints/sign-in-email-otp.js';
import { verifyEmailOtp } from './endpoints/verify-email.js';

/**
 * Every email-otp route, by the name `auth.api` calls it
 * (`auth.api.sendVerificationOTP`, `auth.api.signInEmailOTP`). The client half
 * takes only the type of this record.
 */
export const emailOTPEndpoints = {
  sendVerificationOTP: sendVerificationOtp,
  checkVerificationOTP: checkVerificationOtp,
  verifyEmailOTP: verifyEmailOtp,
  signInEmailOTP: signInEmailOtp,
  requestPasswordResetEmailOTP: requestPasswordResetOtp,
  resetPasswordEmailOTP: resetPasswordOtp,
  changeEmailOTP: changeEmailOtp,
};

export type EmailOTPEndpoints = typeof emailOTPEndpoints;
