import type { AuthContext } from '../declarations/auth-context.js';
import { isStorageUnavailable } from '../storage/guard-key-value-store.js';
import { readStoredSession, type StoredSession } from './stored-session.js';
import { writeBackStoredSession } from './write-back-stored-session.js';

/**
 * What secondary storage says about a token: `stored` (the answer), `none`
 * (no such session, and the database is not the record), `missing` (not
 * stored, read the database and store it), `database` (storage is off or
 * failed open with the database as the record: read it, store nothing),
 * `unavailable` (failed open without a record: no session for now).
 */
export type StoredSessionLookup =
  | { kind: 'stored'; stored: StoredSession }
  | { kind: 'none' | 'missing' | 'database' | 'unavailable' };

/**
 * Asks secondary storage for a session when sessions live there. A failure
 * answers 503 with `onStorageError: 'deny'`; with `allow` it falls back to the
 * database when that keeps sessions.
 */
export async function lookupStoredSession(auth: AuthContext, tokenHash: string): Promise<StoredSessionLookup> {
  const config = auth.session.store;
  if (!config) return { kind: 'database' };
  try {
    const stored = await readStoredSession(auth, tokenHash);
    if (stored) return { kind: 'stored', stored };
    return { kind: config.inDatabase ? 'missing' : 'none' };
  } catch (error) {
    if (!isStorageUnavailable(error) || config.onError === 'deny') throw error;
    auth.logger.warn('Secondary storage failed on a session read; answering without it', error);
    return { kind: config.inDatabase ? 'database' : 'unavailable' };
  }
}

/**
 * Writes a session read on a request back to storage (a copy the store lost, a
 * refresh), dropping it again if the session ended since the read (see
 * `writeBackStoredSession`). With `onStorageError: 'allow'` and the database as
 * the record, a failure is logged and the request goes on: the table has what
 * it needs.
 */
export async function storeOnRead(auth: AuthContext, entry: StoredSession): Promise<void> {
  try {
    await writeBackStoredSession(auth, entry);
  } catch (error) {
    const config = auth.session.store;
    if (!isStorageUnavailable(error) || config?.onError !== 'allow' || !config.inDatabase) throw error;
    auth.logger.warn('Secondary storage failed writing a session back; the database keeps it', error);
  }
}
