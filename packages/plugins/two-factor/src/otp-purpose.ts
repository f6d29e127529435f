/** The purpose of one-time codes sent as a second factor: they open nothing else. */
export const OTP_PURPOSE = 'two-factor-otp';
