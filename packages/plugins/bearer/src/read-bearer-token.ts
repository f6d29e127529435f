import { hashTokenSync, verifySignedValue } from 'latchkey/plugins';
import type { AuthContext, EndpointContext } from 'latchkey/plugins';

export interface BearerToken {
  token: string;
  /** The SHA-256 the session table stores in place of the token. */
  hash: string;
}

// RFC 6750's b64token, bounded: a session token and its signature fit well within 256 characters.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]{1,256}=*) *$/i;
const MAX_ENTRIES = 10_000;
const verified = new WeakMap<AuthContext, Map<string, BearerToken>>();

/**
 * The session token of `Authorization: Bearer …`, or null when there is none
 * or it cannot be one of ours. A value with a dot is the signed form: its
 * signature must verify under the instance's secrets (a rotated-out secret
 * keeps working until removed). A value without one is the raw token, taken
 * only when `requireSignature` is off.
 *
 * @example
 * const token = await readBearerToken(ctx, { requireSignature: false });
 * if (token) return findSession(ctx, token, { cookies: false });
 */
export async function readBearerToken(
  ctx: Pick<EndpointContext, 'headers' | 'auth'>,
  options: { requireSignature: boolean },
): Promise<BearerToken | null> {
  const value = BEARER.exec(ctx.headers.get('authorization') ?? '')?.[1];
  if (value === undefined) return null;
  // A client sends the same value on every request, and checking it (an HMAC and a SHA-256,
  // pure functions of the value and this instance's secrets) costs more than the lookup
  // around it; values that verified are remembered per instance, in a bounded map.
  let cache = verified.get(ctx.auth);
  const hit = cache?.get(value);
  if (hit) return hit;
  let token: string | null = value;
  if (value.includes('.')) token = await verifySignedValue(value, ctx.auth.secrets);
  else if (options.requireSignature) token = null;
  if (!token) return null;
  const entry = { token, hash: hashTokenSync(token) };
  if (!cache) verified.set(ctx.auth, (cache = new Map()));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(value, entry);
  return entry;
}
