import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter, Where } from '../db/adapter.js';
import type { Session } from './session-types.js';
import { readStoredSession, storesOnlyInStorage, storesSessions, userSessionHashes } from './stored-session.js';
import { writeBackStoredSession } from './write-back-stored-session.js';

export interface UpdateUserSessionsInput {
  /** Only sessions whose fields equal these change, e.g. `{ activeOrganizationId: org.id }`. */
  match: Record<string, unknown>;
  update: Record<string, unknown>;
  /** The transaction to update the rows in, when the caller has one open. */
  db?: DatabaseAdapter;
}

/**
 * Changes fields on a user's sessions wherever sessions live: the session
 * table and, with `session.storage: 'secondary'`, their stored copies. For a
 * plugin that clears what a session points at once it is gone.
 *
 * @example
 * await updateUserSessions(ctx.auth, member.userId, {
 *   match: { activeOrganizationId: org.id },
 *   update: { activeOrganizationId: null },
 * });
 */
export async function updateUserSessions(auth: AuthContext, userId: string, input: UpdateUserSessionsInput): Promise<void> {
  const db = input.db ?? auth.db;
  const matches = Object.entries(input.match);
  if (!storesOnlyInStorage(auth)) {
    const where: Where[] = [{ field: 'userId', value: userId }, ...matches.map(([field, value]) => ({ field, value }))];
    await db.updateMany({ model: 'session', where, update: input.update });
  }
  if (!storesSessions(auth)) return;
  const hashes = await userSessionHashes(auth, { userId, db });
  await Promise.all(
    hashes.map(async (hash) => {
      const stored = await readStoredSession(auth, hash);
      const fields = stored?.session as Record<string, unknown> | undefined;
      if (!stored || !matches.every(([field, value]) => fields?.[field] === value)) return;
      await writeBackStoredSession(auth, { ...stored, session: { ...stored.session, ...input.update } as Session });
    }),
  );
}
