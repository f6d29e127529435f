import { disable } from './endpoints/disable.js';
import { enable } from './endpoints/enable.js';
import { generateBackupCodes } from './endpoints/generate-backup-codes.js';
import { getTotpUri } from './endpoints/get-totp-uri.js';
import { sendOtp } from './endpoints/send-otp.js';
import { verifyBackupCode } from './endpoints/verify-backup-code.js';
import { verifyOtp } from './endpoints/verify-otp.js';
import { verifyTotp } from './endpoints/verify-totp.js';

/**
 * Every two-factor route, by the name `auth.api` calls it
 * (`auth.api.enableTwoFactor`, `auth.api.verifyTOTP`). The client half takes
 * only the type of this record.
 */
export const twoFactorEndpoints = {
  enableTwoFactor: enable,
  disableTwoFactor: disable,
  getTOTPURI: getTotpUri,
  verifyTOTP: verifyTotp,
  sendTwoFactorOTP: sendOtp,
  verifyTwoFactorOTP: verifyOtp,
  verifyBackupCode,
  generateBackupCodes,
};

export type TwoFactorEndpoints = typeof twoFactorEndpoints;
