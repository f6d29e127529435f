import type { AuthContext } from '../context/auth-context.js';

const keyOf = (userId: string): string => `latchkey:sessions-revoked:${userId}`;

/**
 * How long a marker is kept at least: longer than any read of a session can
 * take to write its copy back to secondary storage (see `storeOnRead`).
 */
const MARKER_MIN_SECONDS = 60;

/**
 * Records that sessions of a user ended now (sign-out, revocation, a ban, a
 * password change). The signed cookie cache answers without the database, so
 * a cached copy written before this moment is no longer trusted: the next read
 * of it goes to the database, which no longer has the session. The marker
 * lives in secondary storage for as long as a cached copy can, and costs
 * nothing when neither the cookie cache nor session storage is on. With
 * session storage, a copy of a session written back after a read that predates
 * the marker is dropped again (see `storeOnRead`).
 *
 * @example
 * await ctx.auth.db.deleteMany({ model: 'session', where: [{ field: 'userId', value: user.id }] });
 * await markSessionsRevoked(ctx.auth, user.id);
 */
export async function markSessionsRevoked(auth: AuthContext, userId: string): Promise<void> {
  const cache = auth.session.cookieCache;
  if (!cache.enabled && !auth.session.store) return;
  const ttl = Math.max(cache.enabled ? cache.maxAge : 0, MARKER_MIN_SECONDS);
  await auth.storage.set(keyOf(userId), String(Date.now()), ttl);
}

/** Whether a cached copy written at `writtenAt` (ms) predates a revocation of its user's sessions. */
export async function isRevokedSince(auth: AuthContext, input: { userId: string; writtenAt: number }): Promise<boolean> {
  const marked = await auth.storage.get(keyOf(input.userId));
  return marked !== null && Number(marked) >= input.writtenAt;
}
