import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the two-factor plugin answers with. Codes the core already
 * declares (`INVALID_PASSWORD`, `TOO_MANY_ATTEMPTS`, `TOO_MANY_REQUESTS`,
 * `SESSION_NOT_FRESH`) are reused from `CORE_ERROR_CODES`.
 *
 * @example
 * const { error } = await client.twoFactor.verifyTotp({ code });
 * if (error?.code === 'INVALID_CODE') showRetry();
 */
export const TWO_FACTOR_ERROR_CODES = defineErrorCodes({
  INVALID_CODE: { status: 'UNAUTHORIZED', message: 'Invalid code' },
  INVALID_BACKUP_CODE: { status: 'UNAUTHORIZED', message: 'Invalid backup code' },
  INVALID_TWO_FACTOR_COOKIE: { status: 'UNAUTHORIZED', message: 'Invalid two factor cookie' },
  OTP_HAS_EXPIRED: { status: 'UNAUTHORIZED', message: 'OTP has expired' },
  OTP_NOT_ENABLED: { status: 'BAD_REQUEST', message: 'OTP not enabled' },
  TOTP_NOT_ENABLED: { status: 'BAD_REQUEST', message: 'TOTP not enabled' },
  TWO_FACTOR_NOT_ENABLED: { status: 'BAD_REQUEST', message: 'Two factor is not enabled' },
  TWO_FACTOR_ALREADY_ENABLED: {
    status: 'BAD_REQUEST',
    message: 'Two factor is already enabled; disable it before setting up a new authenticator',
  },
  TOO_MANY_FAILED_CODES: {
    status: 'TOO_MANY_REQUESTS',
    message: 'Too many wrong codes. Try again later.',
  },
});

export type TwoFactorErrorCode = keyof typeof TWO_FACTOR_ERROR_CODES;
