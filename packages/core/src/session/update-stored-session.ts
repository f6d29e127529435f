import type { AuthContext } from '../declarations/auth-context.js';
import type { Session } from './session-types.js';
import { readStoredSession, storesSessions } from './stored-session.js';
import { writeBackStoredSession } from './write-back-stored-session.js';

/**
 * Applies changed session fields to the stored copy of a session (with
 * `session.storage: 'secondary'`), keeping its expiry; the session table, when
 * it keeps sessions, is the caller's to update. Answers the updated session,
 * or null when none is stored (or it ended while being updated).
 *
 * @example
 * await ctx.auth.db.update({ model: 'session', where: [{ field: 'id', value: id }], update });
 * await updateStoredSession(ctx.auth, hashTokenSync(ctx.session.token), update);
 */
export async function updateStoredSession(
  auth: AuthContext,
  tokenHash: string,
  update: Record<string, unknown>,
): Promise<Session | null> {
  if (!storesSessions(auth)) return null;
  const stored = await readStoredSession(auth, tokenHash);
  if (!stored) return null;
  const session = { ...stored.session, ...update } as Session;
  return (await writeBackStoredSession(auth, { ...stored, session })) ? session : null;
}
