import { deleteUserData, findSession, readSessionToken, type SessionExtension, type User } from 'latchkey/plugins';
import { anonymousKey } from './anonymous-options.js';
import { isAnonymous } from './is-anonymous.js';

/**
 * When a request that carries an anonymous session creates a session for
 * another user (sign-up or sign-in by any method, second factor included),
 * the app's `onLinkAccount` moves the data and the anonymous user is deleted,
 * both in one transaction, exactly once however many sign-ins race from the
 * same anonymous session. It runs after the new session exists, so a sign-in
 * that was refused or challenged links nothing. If it throws, the transaction
 * rolls back (the anonymous user stays whole) and the request answers the
 * error without the new session's cookies, so the browser keeps its
 * anonymous session and can try again.
 */
export const linkAnonymousUser: NonNullable<SessionExtension['afterCreate']> = async (ctx, created) => {
  if (created.method === 'anonymous' || isAnonymous(created.user)) return;
  const token = await readSessionToken(ctx);
  if (!token || token.token === created.token) return;
  const previous = await findSession(ctx, token, { cookies: false, disableRefresh: true });
  if (!previous || !isAnonymous(previous.user) || previous.user.id === created.user.id) return;
  const { onLinkAccount } = anonymousKey.options(ctx.auth);
  const anonymousUser: User = previous.user;
  await ctx.auth.db.transaction(async (db) => {
    // Claims the anonymous user first, so of several sign-ins racing from one anonymous session
    // exactly one links: the others wait on the row until the first commits, then find it gone.
    const claimed = await db.updateMany({
      model: 'user',
      where: [
        { field: 'id', value: anonymousUser.id },
        { field: 'isAnonymous', value: true },
      ],
      update: { isAnonymous: false },
    });
    if (claimed === 0) return;
    await onLinkAccount?.({ anonymousUser, newUser: created.user, db });
    // Joins the open transaction: the deletion commits or rolls back with the app's moves.
    await deleteUserData({ ...ctx.auth, db }, anonymousUser.id, { request: ctx.request });
  });
};
