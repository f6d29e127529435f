import type { AuthContext } from '../context/auth-context.js';
import { checkPasswordLength } from '../crypto/check-password-length.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

/** Answers EMAIL_PASSWORD_DISABLED unless email-and-password accounts are enabled. */
export function requireEmailPassword(auth: AuthContext): void {
  if (!auth.options.emailAndPassword?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_PASSWORD_DISABLED');
}

/** Checks a new password against the configured bounds, before anything is hashed. */
export function checkNewPassword(auth: AuthContext, password: string): void {
  checkPasswordLength(password, { min: auth.password.minLength, max: auth.password.maxLength });
}
