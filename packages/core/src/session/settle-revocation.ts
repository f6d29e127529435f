import type { AuthContext } from '../context/auth-context.js';
import { markSessionsRevoked } from './revocation-marker.js';
import { deleteStoredSessions, storesSessions } from './stored-session.js';

/**
 * The last steps of ending sessions of a user, after their rows are gone:
 * mark the user's sessions revoked, delete the stored copies, and mark again.
 * The first mark makes a read that raced the revocation drop the copy it
 * writes back (see `storeOnRead`); deleting after it catches a copy written
 * back before; the second mark makes cookie-cached copies written meanwhile
 * stale.
 */
export async function settleRevocation(auth: AuthContext, input: { userId: string; tokenHashes: readonly string[] }): Promise<void> {
  await markSessionsRevoked(auth, input.userId);
  if (!storesSessions(auth)) return;
  await deleteStoredSessions(auth, input);
  await markSessionsRevoked(auth, input.userId);
}
