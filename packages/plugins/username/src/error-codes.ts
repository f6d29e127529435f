import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the username plugin answers with. `EMAIL_NOT_VERIFIED` and
 * `TOO_MANY_FAILED_ATTEMPTS` are the core's, reused as /sign-in/email uses them.
 * The rule codes answer 400 where a name is chosen and 422 at /sign-in/username,
 * as existing clients of these routes expect.
 *
 * @example
 * const { error } = await client.signIn.username({ username, password });
 * if (error?.code === 'INVALID_USERNAME_OR_PASSWORD') showWrongCredentials();
 */
export const USERNAME_ERROR_CODES = defineErrorCodes({
  INVALID_USERNAME_OR_PASSWORD: { status: 'UNAUTHORIZED', message: 'Invalid username or password' },
  USERNAME_IS_ALREADY_TAKEN: { status: 'BAD_REQUEST', message: 'Username is already taken. Please try another.' },
  USERNAME_TOO_SHORT: { status: 'BAD_REQUEST', message: 'Username is too short' },
  USERNAME_TOO_LONG: { status: 'BAD_REQUEST', message: 'Username is too long' },
  INVALID_USERNAME: { status: 'BAD_REQUEST', message: 'Username is invalid' },
  INVALID_DISPLAY_USERNAME: { status: 'BAD_REQUEST', message: 'Display username must be the username in other letter case' },
});

export type UsernameErrorCode = keyof typeof USERNAME_ERROR_CODES;
