import type { AuthContext } from '../declarations/auth-context.js';
import { toPublicRecord } from '../db/public-record.js';
import type { Session } from './session-types.js';
import { pruneUserIndex, readStoredSession, storesOnlyInStorage, userSessionHashes } from './stored-session.js';

/**
 * The live sessions of a user, newest first, wherever sessions live. Each
 * `token` is the stored token hash, which `endSession` and /revoke-session
 * accept.
 *
 * @example
 * const sessions = await listUserSessions(ctx.auth, userId);
 */
export async function listUserSessions(auth: AuthContext, userId: string): Promise<Session[]> {
  if (storesOnlyInStorage(auth)) return listStored(auth, userId);
  const rows = await auth.db.findMany<Record<string, unknown> & { token: string }>({
    model: 'session',
    where: [
      { field: 'userId', value: userId },
      { field: 'expiresAt', operator: 'gt', value: new Date() },
    ],
    sortBy: { field: 'createdAt', direction: 'desc' },
    limit: 1000,
  });
  return rows.map((row) => ({ ...toPublicRecord<Session>(auth.schema.session!, row), token: row.token }));
}

async function listStored(auth: AuthContext, userId: string): Promise<Session[]> {
  const hashes = await userSessionHashes(auth, { userId });
  const entries = await Promise.all(hashes.map((hash) => readStoredSession(auth, hash)));
  await pruneUserIndex(auth, { userId, tokenHashes: hashes.filter((_, i) => entries[i] === null) });
  return entries
    .filter((entry) => entry !== null && entry.session.expiresAt.getTime() > Date.now())
    .map((entry) => entry!.session)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
