import { AuthError } from 'latchkey/plugins';
import { DEVICE_AUTHORIZATION_ERROR_CODES as CODES } from './error-codes.js';
import type { DeviceFlowError } from './oauth-error.js';

/** The errors about a user code, each with the RFC 8628 `error` that device-flow clients read. */
const OAUTH_ERRORS = {
  INVALID_USER_CODE: 'invalid_request',
  EXPIRED_USER_CODE: 'expired_token',
  USER_CODE_ALREADY_PROCESSED: 'invalid_request',
  USER_CODE_NOT_OPENED: 'invalid_request',
  USER_CODE_OPENED_BY_ANOTHER_USER: 'access_denied',
} as const satisfies Record<string, DeviceFlowError>;

export type UserCodeErrorCode = keyof typeof OAUTH_ERRORS;

// Still an AuthError (status, logging, `auth.api` callers see one error type); only
// its answer carries both shapes, so Latchkey's client reads `code` and clients
// written for RFC 8628 verification pages read `error`.
class UserCodeError extends AuthError {
  override toJSON(): { code: string; message: string; error: DeviceFlowError; error_description: string } {
    return { code: this.code, message: this.message, error: OAUTH_ERRORS[this.code as UserCodeErrorCode], error_description: this.message };
  }
}

/**
 * The 400/403 for a user code on the people's routes: `{ code, message }` plus
 * RFC 8628's `{ error, error_description }` (`invalid_request` for an unknown,
 * decided or unopened code, `expired_token`, `access_denied` for a code another
 * account opened).
 *
 * @example
 * if (!record) throw userCodeError('INVALID_USER_CODE');
 */
export function userCodeError(code: UserCodeErrorCode): AuthError {
  const { status, message } = CODES[code];
  return new UserCodeError(status, code, { message });
}
