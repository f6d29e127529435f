import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the admin plugin answers with. Codes the core already
 * declares (`USER_NOT_FOUND`, `USER_ALREADY_EXISTS`, `FAILED_TO_CREATE_USER`,
 * `UNAUTHORIZED`) are reused from `CORE_ERROR_CODES`, never declared twice.
 *
 * @example
 * const { error } = await client.signIn.email({ email, password });
 * if (error?.code === 'BANNED_USER') showBannedNotice(error.message);
 */
export const ADMIN_ERROR_CODES = defineErrorCodes({
  BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned from this application' },
  YOU_CANNOT_BAN_YOURSELF: { status: 'BAD_REQUEST', message: 'You cannot ban yourself' },
  YOU_CANNOT_REMOVE_YOURSELF: { status: 'BAD_REQUEST', message: 'You cannot remove yourself' },
  YOU_CANNOT_CHANGE_YOUR_OWN_ROLE: {
    status: 'BAD_REQUEST',
    message: 'You cannot change your own role to one without admin access',
  },
  NO_DATA_TO_UPDATE: { status: 'BAD_REQUEST', message: 'No data to update' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to create users' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to list users' },
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: { status: 'FORBIDDEN', message: 'You are not allowed to get user' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to update users' },
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: { status: 'FORBIDDEN', message: 'You are not allowed to change users role' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: {
    status: 'FORBIDDEN',
    message: 'You are not allowed to list users sessions',
  },
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to ban users' },
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to impersonate users' },
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: {
    status: 'FORBIDDEN',
    message: 'You are not allowed to revoke users sessions',
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: { status: 'FORBIDDEN', message: 'You are not allowed to delete users' },
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: { status: 'FORBIDDEN', message: 'You are not allowed to set users password' },
  YOU_CANNOT_IMPERSONATE_ADMINS: { status: 'FORBIDDEN', message: 'You cannot impersonate admins' },
  IMPERSONATION_NOT_ALLOWED: {
    status: 'FORBIDDEN',
    message: 'This action is not allowed while impersonating a user',
  },
  NOT_IMPERSONATING: { status: 'BAD_REQUEST', message: 'You are not impersonating anyone' },
  ADMIN_SESSION_NOT_FOUND: {
    status: 'BAD_REQUEST',
    message: 'The admin session to return to was not found; sign in again',
  },
  INVALID_SORT_FIELD: { status: 'BAD_REQUEST', message: 'This field cannot be sorted on' },
  INVALID_FILTER_FIELD: { status: 'BAD_REQUEST', message: 'This field cannot be filtered on' },
  INVALID_ROLE: { status: 'BAD_REQUEST', message: 'The role does not exist' },
});

export type AdminErrorCode = keyof typeof ADMIN_ERROR_CODES;
