import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES, type CoreErrorCode } from '../error/core-error-codes.js';
import type { CallbackErrorCode } from './callback-redirect.js';

/** What an API answer (ID-token flows) says for an outcome the callback would redirect with. */
const API_CODES: Partial<Record<CallbackErrorCode, CoreErrorCode>> = {
  email_not_found: 'USER_EMAIL_NOT_FOUND',
  account_not_linked: 'LINKING_NOT_ALLOWED',
  signup_disabled: 'SOCIAL_SIGN_UP_DISABLED',
  unable_to_create_user: 'FAILED_TO_CREATE_USER',
  unable_to_link_account: 'LINKING_NOT_ALLOWED',
  "email_doesn't_match": 'LINKING_DIFFERENT_EMAILS_NOT_ALLOWED',
  account_already_linked_to_different_user: 'SOCIAL_ACCOUNT_ALREADY_LINKED',
  unable_to_create_session: 'FAILED_TO_CREATE_SESSION',
};

/**
 * The JSON error for a refused social outcome, so ID-token sign-in and linking
 * answer with the same rules as the redirect flow, in API form.
 */
export function outcomeError(code: CallbackErrorCode): AuthError {
  return AuthError.of(CORE_ERROR_CODES, API_CODES[code] ?? 'INTERNAL_SERVER_ERROR');
}
