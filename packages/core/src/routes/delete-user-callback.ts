import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { consumeDeleteAccountToken } from '../account/delete-account-token.js';
import { deleteUserData } from '../account/delete-user-data.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { redirectInput } from '../account/input-schemas.js';
import { requireDeleteUser } from '../account/require-delete-user.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import type { DatabaseAdapter } from '../db/adapter.js';

const query = (z: Zod) => z.object({
  // Any string: a malformed token answers INVALID_TOKEN like any other wrong one.
  token: z.string(),
  callbackURL: redirectInput(z).optional(),
});

/**
 * `GET /delete-user/callback`: the link in the account-deletion mail. Deletes the
 * account only when the token is valid, unspent, of the `delete-account` purpose,
 * AND was issued to the user whose session (read from the database) opens it. A
 * GET that deletes must not work from the token alone: mail scanners open links,
 * and a leaked link must not delete an account from a browser that is not signed
 * in to it. Without a session it answers 401; then sign in and open the link again.
 *
 * The callbackURL is checked before the token is spent, so a tampered link does
 * not burn it. Errors answer as JSON (`INVALID_TOKEN`), never as a redirect.
 */
export const deleteUserCallback = defineEndpoint({
  ...coreRoutes.deleteUserCallback,
  query: lazySchema(query),
  use: [requireDeleteUser, databaseSessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ success: true; message: 'User deleted' } | Response> => {
    const { token, callbackURL } = ctx.query;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, ctx.auth.origins, 'callbackURL');
    const userId = ctx.session.user.id;
    await consumeDeleteAccountToken(ctx.auth, { token, userId });
    const withDeletion = (tx: DatabaseAdapter): Promise<void> => emitEvent(ctx, { type: 'account.deleted', userId }, { db: tx });
    await deleteUserData(ctx.auth, userId, { request: ctx.request, withDeletion });
    clearSessionCookies(ctx);
    dropSessionCache(ctx);
    return callbackURL !== undefined ? ctx.redirect(callbackURL) : { success: true, message: 'User deleted' };
  },
});
