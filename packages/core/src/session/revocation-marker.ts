import type { AuthContext } from '../declarations/auth-context.js';

const keyOf = (userId: string): string => `latchkey:sessions-revoked:${userId}`;

/**
 * Records that sessions of a user ended now (sign-out, revocation, a ban, a
 * password change). The signed cookie cache answers without the database, so
 * a cached copy written before this moment is no longer trusted: the next read
 * of it goes to the database, which no longer has the session. The marker
 * lives in secondary storage for as long as a cached copy can, and costs
 * nothing when the cookie cache is off. (Copies in session storage are guarded
 * per session instead, see `markStoredSessionsEnded`.)
 *
 * @example
 * await ctx.auth.db.deleteMany({ model: 'session', where: [{ field: 'userId', value: user.id }] });
 * await markSessionsRevoked(ctx.auth, user.id);
 */
export async function markSessionsRevoked(auth: AuthContext, userId: string): Promise<void> {
  const cache = auth.session.cookieCache;
  if (!cache.enabled) return;
  await auth.storage.set(keyOf(userId), String(Date.now()), cache.maxAge);
}

/** Whether a cached copy written at `writtenAt` (ms) predates a revocation of its user's sessions. */
export async function isRevokedSince(auth: AuthContext, input: { userId: string; writtenAt: number }): Promise<boolean> {
  const marked = await auth.storage.get(keyOf(input.userId));
  return marked !== null && Number(marked) >= input.writtenAt;
}
