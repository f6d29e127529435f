import type { AuthContext } from '../declarations/auth-context.js';
import { markStoredSessionsEnded } from './ended-session-marker.js';
import { deleteStoredSessions } from './stored-session.js';

/**
 * Marks sessions ended, then deletes their stored copies: a copy written after
 * the deletion (a session being created, a rewrite, a write-back) finds the
 * mark and is dropped (`writeBackStoredSession`).
 *
 * @example
 * await endStoredCopies(auth, { userId, tokenHashes: [hash] });
 */
export async function endStoredCopies(auth: AuthContext, input: { userId: string; tokenHashes: readonly string[] }): Promise<void> {
  if (input.tokenHashes.length === 0) return;
  await markStoredSessionsEnded(auth, input.tokenHashes);
  await deleteStoredSessions(auth, input);
}
