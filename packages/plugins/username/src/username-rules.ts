import { AuthError, type AuthContext } from 'latchkey/plugins';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import { usernameKey } from './username-options.js';

const CHARACTERS = /^[a-zA-Z0-9_.]+$/;

/** The form a username is stored and looked up in. */
export const normalizeUsername = (username: string): string => username.toLowerCase();

/**
 * Why a username is refused, or null when it is acceptable: length first,
 * then the characters (letters, digits, `_`, `.`), then the app's own rule.
 */
export async function usernameProblem(
  auth: AuthContext,
  username: string,
): Promise<'USERNAME_TOO_SHORT' | 'USERNAME_TOO_LONG' | 'INVALID_USERNAME' | null> {
  const options = usernameKey.options(auth);
  if (username.length < options.minUsernameLength) return 'USERNAME_TOO_SHORT';
  if (username.length > options.maxUsernameLength) return 'USERNAME_TOO_LONG';
  if (!CHARACTERS.test(username)) return 'INVALID_USERNAME';
  if (options.usernameValidator && !(await options.usernameValidator(normalizeUsername(username)))) return 'INVALID_USERNAME';
  return null;
}

/** Throws the 400 for an unacceptable username. */
export async function assertValidUsername(auth: AuthContext, username: string): Promise<void> {
  const problem = await usernameProblem(auth, username);
  if (problem) throw AuthError.of(USERNAME_ERROR_CODES, problem);
}
