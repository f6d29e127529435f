import type { AuthContext, SessionWithUser } from 'latchkey/plugins';
import { jwtOptionsOf } from './jwt-options-of.js';
import { sessionJwtClaims, signClaims } from './sign-session-jwt.js';

interface IssuedJwt {
  /** The key, subject and payload it was signed with, as text: any change means a new token. */
  fingerprint: string;
  token: string;
  /** Answered again until then (ms since the epoch): half its lifetime. */
  reuseUntil: number;
}

/** Sessions remembered per instance; past it the oldest go first. */
export const MAX_REUSED_JWTS = 10_000;

// Per instance, like the signing key: two instances may share one plugin value.
const issued = new WeakMap<AuthContext, Map<string, IssuedJwt>>();

function issuedOf(auth: AuthContext): Map<string, IssuedJwt> {
  let map = issued.get(auth);
  if (!map) issued.set(auth, (map = new Map()));
  return map;
}

function remember(map: Map<string, IssuedJwt>, sessionId: string, entry: IssuedJwt): void {
  map.delete(sessionId);
  if (map.size >= MAX_REUSED_JWTS) map.delete(map.keys().next().value!);
  map.set(sessionId, entry);
}

/**
 * A session's JWT for `get-session`. Signing costs more than the rest of the
 * read, so the token last signed for the session is answered again while it has
 * at least half its lifetime left and would say exactly the same thing: same
 * key, subject and payload, so a changed email or a rotated key gives a new
 * token at once (issuer and audience are fixed per instance). Kept in this process's memory, by session id.
 *
 * @example
 * ctx.responseHeaders.set('set-auth-jwt', await reuseSessionJwt(ctx.auth, current));
 */
export async function reuseSessionJwt(auth: AuthContext, current: SessionWithUser): Promise<string> {
  const claims = await sessionJwtClaims(auth, current);
  // The issuer and audience are fixed per instance (see claimsOf), so they need no comparing.
  const fingerprint = `${claims.kid} ${claims.subject} ${JSON.stringify(claims.payload)}`;
  const map = issuedOf(auth);
  const now = Date.now();
  const last = map.get(current.session.id);
  if (last && last.fingerprint === fingerprint && now < last.reuseUntil) return last.token;
  const { expiresIn } = jwtOptionsOf(auth);
  const token = await signClaims(claims, { expiresIn });
  remember(map, current.session.id, { fingerprint, token, reuseUntil: now + expiresIn * 500 });
  return token;
}
