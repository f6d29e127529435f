import type { AuthContext } from '../declarations/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { generateSessionToken } from '../crypto/tokens.js';
import { toPublicRecord } from '../db/public-record.js';
import { withDefaults } from '../db/with-defaults.js';
import { findUserById } from '../account/find-user.js';
import type { Session, User } from './session-types.js';
import { storesOnlyInStorage, storesSessions } from './stored-session.js';
import { writeBackStoredSession } from './write-back-stored-session.js';

export interface NewSession {
  session: Session;
  /** The token itself; only its hash is stored. */
  token: string;
  rememberMe: boolean;
}

/**
 * Creates a session for a user. The database keeps the SHA-256 of the token;
 * the token goes to the client in the signed session cookie. With
 * `session.storage: 'secondary'` the session, with a copy of `user` (read from
 * the database when not given), is also written to secondary storage, or only
 * there with `storeInDatabase: false`.
 */
export async function createSession(
  auth: AuthContext,
  input: {
    userId: string;
    rememberMe?: boolean;
    headers?: Headers;
    ip?: string | null;
    extra?: Record<string, unknown>;
    /** Seconds; defaults to the configured lifetime for `rememberMe`. */
    expiresIn?: number;
    /** The user's public fields, for the stored copy; saves a read. */
    user?: User;
  },
): Promise<NewSession> {
  const rememberMe = input.rememberMe ?? true;
  const token = generateSessionToken();
  const now = new Date();
  const lifetime = input.expiresIn ?? (rememberMe ? auth.session.expiresIn : auth.session.shortExpiresIn);
  const data = {
    ...input.extra,
    id: auth.generateId(),
    token: hashTokenSync(token),
    userId: input.userId,
    expiresAt: new Date(now.getTime() + lifetime * 1000),
    ipAddress: input.ip ?? null,
    userAgent: input.headers?.get('user-agent')?.slice(0, 512) ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const row = storesOnlyInStorage(auth) ? withDefaults(auth.schema.session!, data) : await auth.db.create({ model: 'session', data });
  const session = toPublicRecord<Session>(auth.schema.session!, row);
  if (storesSessions(auth)) await storeSession(auth, { session, tokenHash: data.token, user: input.user });
  return { session: { ...session, token }, token, rememberMe };
}

/**
 * The stored copy of a new session, with its user's public fields (read when
 * the caller has none). A revocation of the user may have found the session
 * (its row, or its entry in the user's index, both written before the copy)
 * and ended it before this write: the copy then finds the session's mark and
 * is dropped, as a rewrite would be, instead of living on alone.
 */
async function storeSession(
  auth: AuthContext,
  input: { session: Session; tokenHash: string; user: User | undefined },
): Promise<void> {
  const user = input.user ?? (await findUserById(auth, input.session.userId));
  if (!user) return;
  const publicUser = toPublicRecord<User>(auth.schema.user!, user);
  await writeBackStoredSession(auth, { tokenHash: input.tokenHash, session: input.session, user: publicUser });
}
