import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the passkey plugin answers with. Codes the core already
 * declares (`UNAUTHORIZED`, `SESSION_NOT_FRESH`, `FAILED_TO_CREATE_SESSION`)
 * are reused from `CORE_ERROR_CODES`.
 *
 * @example
 * const { error } = await client.passkey.deletePasskey({ id });
 * if (error?.code === 'CANNOT_DELETE_LAST_SIGN_IN_METHOD') explain();
 */
export const PASSKEY_ERROR_CODES = defineErrorCodes({
  CHALLENGE_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Challenge not found' },
  CHALLENGE_EXPIRED: { status: 'BAD_REQUEST', message: 'Challenge expired; start again' },
  FAILED_TO_VERIFY_REGISTRATION: { status: 'BAD_REQUEST', message: 'Failed to verify registration' },
  PASSKEY_ALREADY_REGISTERED: { status: 'BAD_REQUEST', message: 'This passkey is already registered' },
  AUTHENTICATION_FAILED: { status: 'UNAUTHORIZED', message: 'Authentication failed' },
  PASSKEY_NOT_FOUND: { status: 'NOT_FOUND', message: 'Passkey not found' },
  CANNOT_DELETE_LAST_SIGN_IN_METHOD: {
    status: 'BAD_REQUEST',
    message: 'This passkey is your last way to sign in; add a password, a social account or another passkey first',
  },
});

export type PasskeyErrorCode = keyof typeof PASSKEY_ERROR_CODES;
