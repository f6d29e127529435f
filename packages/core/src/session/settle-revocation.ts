import type { AuthContext } from '../declarations/auth-context.js';
import { endStoredCopies } from './end-stored-copies.js';
import { markSessionsRevoked } from './revocation-marker.js';
import { storesSessions } from './stored-session.js';

/**
 * The last steps of ending sessions of a user, after their rows are gone:
 * mark the user's cookie-cached copies stale, mark the ended sessions, delete
 * their stored copies, and mark the user again. A copy read before and written
 * back after the deletion finds its session's mark and is dropped (see
 * `writeBackStoredSession`); one written back before it is deleted here; the
 * second user mark makes cookie-cached copies written meanwhile stale.
 */
export async function settleRevocation(auth: AuthContext, input: { userId: string; tokenHashes: readonly string[] }): Promise<void> {
  await markSessionsRevoked(auth, input.userId);
  if (!storesSessions(auth)) return;
  await endStoredCopies(auth, input);
  await markSessionsRevoked(auth, input.userId);
}
