import type { AuthContext } from '../context/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { generateSessionToken } from '../crypto/tokens.js';
import { toPublicRecord } from '../db/public-record.js';
import type { Session } from './session-types.js';

export interface NewSession {
  session: Session;
  /** The token itself; only its hash is stored. */
  token: string;
  rememberMe: boolean;
}

/**
 * Creates a session row for a user. The database keeps the SHA-256 of the token;
 * the token goes to the client in the signed session cookie.
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
  },
): Promise<NewSession> {
  const rememberMe = input.rememberMe ?? true;
  const token = generateSessionToken();
  const now = new Date();
  const lifetime = input.expiresIn ?? (rememberMe ? auth.session.expiresIn : auth.session.shortExpiresIn);
  const row = await auth.db.create({
    model: 'session',
    data: {
      ...input.extra,
      id: auth.generateId(),
      token: hashTokenSync(token),
      userId: input.userId,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
      ipAddress: input.ip ?? null,
      userAgent: input.headers?.get('user-agent')?.slice(0, 512) ?? null,
      createdAt: now,
      updatedAt: now,
    },
  });
  return { session: { ...toPublicRecord<Session>(auth.schema.session!, row), token }, token, rememberMe };
}
