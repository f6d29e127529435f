import {
  AuthError,
  clearSessionCookies,
  databaseSessionMiddleware,
  defineEndpoint,
  deleteUserData,
  dropSessionCache,
} from 'latchkey/plugins';
import { ANONYMOUS_ERROR_CODES } from '../error-codes.js';
import { isAnonymous } from '../is-anonymous.js';
import { anonymousRoutes } from '../routes.js';

/**
 * `POST /delete-anonymous-user` (no body): an anonymous visitor ends their
 * trial and everything it holds (sessions and every row that references the
 * user with `onDelete: 'cascade'`), in one transaction. Only for anonymous
 * users: a real account is deleted through /delete-user and its checks.
 */
export const deleteAnonymousUser = defineEndpoint({
  ...anonymousRoutes.deleteAnonymousUser,
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ success: true }> => {
    const { user } = ctx.session;
    if (!isAnonymous(user)) throw AuthError.of(ANONYMOUS_ERROR_CODES, 'USER_IS_NOT_ANONYMOUS');
    await deleteUserData(ctx.auth, user.id, { request: ctx.request });
    clearSessionCookies(ctx);
    dropSessionCache(ctx);
    return { success: true };
  },
});
