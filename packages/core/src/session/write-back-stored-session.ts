import type { AuthContext } from '../declarations/auth-context.js';
import { isStoredSessionEnded } from './ended-session-marker.js';
import { deleteStoredSessions, writeStoredSession, type StoredSession } from './stored-session.js';

/**
 * Writes back a copy of a session that was read from storage or the database
 * earlier: a copy the store lost, a refresh, a changed user or session field.
 * The session may have ended between that read and this write, and the write
 * would bring it back until it expires; a revocation marks the sessions it
 * ends before deleting their copies (see `settleRevocation`), so a copy
 * written after the deletion finds the mark and is deleted again. Every write
 * of an existing session goes through here, and the first copy of a new one
 * whose row a revocation may already have ended. Answers false when the copy
 * was dropped.
 *
 * @example
 * const stored = await readStoredSession(ctx.auth, hash);
 * if (stored) await writeBackStoredSession(ctx.auth, { ...stored, session: { ...stored.session, theme } });
 */
export async function writeBackStoredSession(auth: AuthContext, entry: StoredSession): Promise<boolean> {
  await writeStoredSession(auth, entry);
  if (!(await isStoredSessionEnded(auth, entry.tokenHash))) return true;
  await deleteStoredSessions(auth, { userId: entry.user.id, tokenHashes: [entry.tokenHash] });
  return false;
}
