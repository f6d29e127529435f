import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { verifySignedCookieValue } from '../cookies/sign-cookie-value.js';
import { hashTokenSync } from '../crypto/hash-token.js';

export interface SessionToken {
  token: string;
  /** The SHA-256 the database stores in place of the token. */
  hash: string;
}

const MAX_ENTRIES = 10_000;
const verified = new WeakMap<AuthContext, Map<string, SessionToken>>();

/**
 * The session token from the signed cookie, with its hash. A browser sends the
 * same signed value on every request of a session, so the result of checking it
 * (an HMAC and a SHA-256, pure functions of the value and this instance's secrets)
 * is remembered per instance in a bounded map; only values that verified are kept.
 */
export async function readSessionToken(ctx: EndpointContext): Promise<SessionToken | null> {
  const known = knownSessionToken(ctx);
  if (known !== undefined) return known;
  const signed = ctx.cookies.get(ctx.auth.cookies.core.session_token.name)!;
  const token = await verifySignedCookieValue(signed, ctx.auth.secrets);
  if (token === null) return null;
  const entry = { token, hash: hashTokenSync(token) };
  let cache = verified.get(ctx.auth);
  if (!cache) verified.set(ctx.auth, (cache = new Map()));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(signed, entry);
  return entry;
}

/**
 * What `readSessionToken` would answer, when that is known without waiting: no
 * cookie (`null`) or a value that verified before. `undefined` when the value
 * must be checked.
 *
 * @example
 * const known = knownSessionToken(ctx);
 * const token = known !== undefined ? known : await readSessionToken(ctx);
 */
export function knownSessionToken(ctx: EndpointContext): SessionToken | null | undefined {
  const signed = ctx.cookies.get(ctx.auth.cookies.core.session_token.name);
  if (signed === null) return null;
  return verified.get(ctx.auth)?.get(signed);
}
