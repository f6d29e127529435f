import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the anonymous plugin answers with.
 *
 * @example
 * const { error } = await client.changePassword({ currentPassword, newPassword });
 * if (error?.code === 'ANONYMOUS_USERS_CANNOT_CHANGE_ACCOUNT') navigate('/sign-up');
 */
export const ANONYMOUS_ERROR_CODES = defineErrorCodes({
  ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY: {
    status: 'BAD_REQUEST',
    message: 'Anonymous users cannot sign in again anonymously',
  },
  USER_IS_NOT_ANONYMOUS: { status: 'BAD_REQUEST', message: 'User is not anonymous' },
  ANONYMOUS_USERS_CANNOT_CHANGE_ACCOUNT: {
    status: 'FORBIDDEN',
    message: 'Anonymous users cannot change account details; sign up first',
  },
});

export type AnonymousErrorCode = keyof typeof ANONYMOUS_ERROR_CODES;
