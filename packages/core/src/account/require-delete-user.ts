import { defineMiddleware } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { UserOptions } from '../options/account-options.js';

export type DeleteUserOptions = NonNullable<UserOptions['deleteUser']>;

/**
 * Answers 404 (DELETE_USER_DISABLED, "Not found") unless `user.deleteUser.enabled`,
 * before the session is read, so a disabled deletion route looks like no route at
 * all to anyone. Hands the options to the handler as `ctx.deleteUser`.
 */
export const requireDeleteUser = defineMiddleware((ctx): { deleteUser: DeleteUserOptions } => {
  const options = ctx.auth.options.user?.deleteUser;
  if (!options?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'DELETE_USER_DISABLED');
  return { deleteUser: options };
});
