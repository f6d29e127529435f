import type { AuthContext } from '../declarations/auth-context.js';

const keyOf = (tokenHash: string): string => `latchkey:session-ended:${tokenHash}`;

/**
 * How long the mark of an ended session is kept: longer than any write of a
 * copy read before the session ended can take to land (see `writeBackStoredSession`).
 */
const MARK_SECONDS = 60;

/**
 * Marks sessions as ended, by the hashes of their tokens, just before their
 * stored copies are deleted: a copy of one of them read earlier and written
 * back afterwards (a refresh, a user or session update) is then dropped again.
 * The mark names the sessions themselves, so writes of the user's other
 * sessions, or of a session created since, are left alone.
 */
export async function markStoredSessionsEnded(auth: AuthContext, tokenHashes: readonly string[]): Promise<void> {
  await Promise.all(tokenHashes.map((hash) => auth.storage.set(keyOf(hash), '1', MARK_SECONDS)));
}

/** Whether the session of this token hash ended in the last minute. */
export async function isStoredSessionEnded(auth: AuthContext, tokenHash: string): Promise<boolean> {
  return (await auth.storage.get(keyOf(tokenHash))) !== null;
}
