import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { ResolvedTable } from '../db/resolve-schema.js';
import type { Session, SessionWithUser, User } from './session-types.js';

/** A session as secondary storage keeps it: the public fields of the session and of its user. */
export interface StoredSession extends SessionWithUser {
  /** The SHA-256 of the session token, the key of the entry and the `token` of lists. */
  tokenHash: string;
}

const sessionKey = (tokenHash: string): string => `latchkey:session:${tokenHash}`;
const userIndexKey = (userId: string): string => `latchkey:user-sessions:${userId}`;

/** Whether sessions live in secondary storage, and whether it alone holds them. */
export const storesSessions = (auth: AuthContext): boolean => auth.session.store !== null;
export const storesOnlyInStorage = (auth: AuthContext): boolean => auth.session.store?.inDatabase === false;

/**
 * Writes the entry of a session, expiring with it; without the database, the
 * session first joins its user's index, which lives as long as the longest
 * session can. Index first: a revocation that reads the index between the two
 * writes then finds the session and marks it ended, and the checked write of
 * its copy (`writeBackStoredSession`) drops it.
 */
export async function writeStoredSession(auth: AuthContext, entry: StoredSession): Promise<void> {
  const ttl = (entry.session.expiresAt.getTime() - Date.now()) / 1000;
  if (ttl <= 0) return;
  const { tokenHash, session, user } = entry;
  if (storesOnlyInStorage(auth)) await auth.storage.addMember!(userIndexKey(user.id), tokenHash, auth.session.absoluteLifetime);
  await auth.storage.set(sessionKey(tokenHash), JSON.stringify({ session: { ...session, token: tokenHash }, user }), ttl);
}

/** The stored session of a token hash, or null when there is none (ended or expired). Store failures throw. */
export async function readStoredSession(auth: AuthContext, tokenHash: string): Promise<StoredSession | null> {
  const value = await auth.storage.get(sessionKey(tokenHash));
  if (value === null) return null;
  const parsed = JSON.parse(value) as SessionWithUser;
  return {
    tokenHash,
    session: reviveDates<Session>(auth.schema.session!, parsed.session),
    user: reviveDates<User>(auth.schema.user!, parsed.user),
  };
}

/** Deletes the entries of these sessions of one user, and their place in the user's index. */
export async function deleteStoredSessions(auth: AuthContext, input: { userId: string; tokenHashes: readonly string[] }): Promise<void> {
  await Promise.all(
    input.tokenHashes.map(async (hash) => {
      await auth.storage.delete(sessionKey(hash));
      if (storesOnlyInStorage(auth)) await auth.storage.removeMember!(userIndexKey(input.userId), hash);
    }),
  );
}

/**
 * The token hashes of every session of a user: from the session table when it
 * keeps sessions (it is the record), else from the user's index in storage.
 */
export async function userSessionHashes(auth: AuthContext, input: { userId: string; db?: DatabaseAdapter }): Promise<string[]> {
  if (storesOnlyInStorage(auth)) return auth.storage.members!(userIndexKey(input.userId));
  const rows = await (input.db ?? auth.db).findMany<{ token: string }>({
    model: 'session',
    where: [{ field: 'userId', value: input.userId }],
    limit: 10_000,
  });
  return rows.map((row) => row.token);
}

/** Forgets index members whose entry expired. */
export async function pruneUserIndex(auth: AuthContext, input: { userId: string; tokenHashes: readonly string[] }): Promise<void> {
  if (!storesOnlyInStorage(auth)) return;
  await Promise.all(input.tokenHashes.map((hash) => auth.storage.removeMember!(userIndexKey(input.userId), hash)));
}

/** JSON turned dates into strings; the schema says which fields to turn back. */
function reviveDates<T>(table: ResolvedTable, record: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...record };
  for (const field of Object.values(table.fields)) {
    const value = out[field.name];
    if (field.type === 'date' && typeof value === 'string') out[field.name] = new Date(value);
  }
  return out as T;
}
