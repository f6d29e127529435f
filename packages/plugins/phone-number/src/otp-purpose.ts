/** Codes are bound to what they were sent for: a verification code never resets a password. */
export const OTP_PURPOSE = {
  verify: 'phone-number:verify',
  resetPassword: 'phone-number:reset-password',
} as const;
