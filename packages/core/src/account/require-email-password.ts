import type { AuthContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

/** Answers EMAIL_PASSWORD_DISABLED unless email-and-password accounts are enabled. */
export function requireEmailPassword(auth: AuthContext): void {
  if (!auth.options.emailAndPassword?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_PASSWORD_DISABLED');
}
