import type { AuthContext, SessionWithUser } from 'latchkey/plugins';
import {
  DEFAULT_PAYLOAD_FIELDS,
  defaultPayload,
  type JwtPayloadInput,
  type ResolvedJwtOptions,
  jwtKey,
} from './jwt-options.js';
import { signPayload } from './sign-session-jwt.js';
import { freshSigningKey, signingKey } from './key-store.js';

interface IssuedJwt {
  /** The key it was signed with: a rotated key means a new token. */
  kid: string;
  /** What its claims were made of (see `basisOf`): any change means a new token. */
  basis: readonly unknown[];
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
 * What a session's claims are made of. The default payload copies four user
 * fields, so those values are the basis and the payload is built only to sign;
 * a `definePayload` of the app's may read anything, so it runs on every read
 * and its payload, as JSON, is the basis (and is signed as it is, not built twice).
 */
async function basisOf(
  options: ResolvedJwtOptions,
  current: SessionWithUser,
): Promise<{ basis: unknown[]; payload?: Record<string, unknown> }> {
  if (options.definePayload === defaultPayload) return { basis: defaultBasis(current) };
  const payload = await options.definePayload(current as JwtPayloadInput);
  return { basis: [current.user.id, JSON.stringify(payload)], payload };
}

/** The four user fields the default payload is made of. */
const defaultBasis = (current: SessionWithUser): unknown[] =>
  DEFAULT_PAYLOAD_FIELDS.map((field) => (current.user as JwtPayloadInput['user'])[field]);

const sameBasis = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/** The token last signed for the session, if it may be answered again: unexpired half, same key, same basis. */
function reusable(auth: AuthContext, sessionId: string, kid: string, basis: readonly unknown[]): string | undefined {
  const last = issuedOf(auth).get(sessionId);
  return last && Date.now() < last.reuseUntil && last.kid === kid && sameBasis(last.basis, basis) ? last.token : undefined;
}

/**
 * The token last signed for the session when it can be answered again now, with
 * nothing to wait for: the key is in memory and fresh, the payload is the
 * default one, and the token would say the same. Else `undefined`, and
 * `reuseSessionJwt` decides (a custom `definePayload` may be async).
 *
 * @example
 * const token = reusedSessionJwt(ctx.auth, current) ?? (await reuseSessionJwt(ctx.auth, current));
 */
export function reusedSessionJwt(auth: AuthContext, current: SessionWithUser): string | undefined {
  const options = jwtKey.options(auth);
  const key = freshSigningKey(auth);
  if (!key || options.definePayload !== defaultPayload) return undefined;
  return reusable(auth, current.session.id, key.kid, defaultBasis(current));
}

/**
 * A session's JWT for `get-session`. Signing costs more than the rest of the
 * read, so the token last signed for the session is answered again while it has
 * at least half its lifetime left and would say exactly the same thing: same
 * key, subject and payload, so a changed email or a rotated key gives a new
 * token at once (issuer and audience are fixed per instance). Kept in this process's memory, by session id.
 * Reusing builds no claims: it compares the key id and what the payload is made of.
 *
 * @example
 * ctx.responseHeaders.set('set-auth-jwt', await reuseSessionJwt(ctx.auth, current));
 */
export async function reuseSessionJwt(auth: AuthContext, current: SessionWithUser): Promise<string> {
  const options = jwtKey.options(auth);
  const key = await signingKey(auth);
  const { basis, payload } = await basisOf(options, current);
  const reused = reusable(auth, current.session.id, key.kid, basis);
  if (reused !== undefined) return reused;
  const now = Date.now();
  const signed = payload ?? (await options.definePayload(current as JwtPayloadInput));
  const token = await signPayload(auth, { key, payload: signed, subject: current.user.id, expiresIn: options.expiresIn });
  remember(issuedOf(auth), current.session.id, { kid: key.kid, basis, token, reuseUntil: now + options.expiresIn * 500 });
  return token;
}
