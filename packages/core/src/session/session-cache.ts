import { encodeBase64urlNoPadding, decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import type { EndpointContext } from '../declarations/auth-context.js';
import { isRevokedSince } from './revocation-marker.js';
import type { SessionWithUser } from './session-types.js';

/** Spec §9: larger session data is not cached. */
export const MAX_SESSION_CACHE_BYTES = 4093;

interface CachedSession {
  data: SessionWithUser;
  /** Cache expiry, ms since epoch. */
  exp: number;
  /** Binds the copy to one session token, so it cannot be replayed with another. */
  tok: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes the signed copy of the session, unless it would not fit in one cookie. */
export async function writeSessionCache(ctx: EndpointContext, data: SessionWithUser, tokenHash: string): Promise<void> {
  const cookie = ctx.auth.cookies.core.session_data;
  const maxAge = ctx.auth.session.cookieCache.maxAge;
  const payload: CachedSession = { data, exp: Date.now() + maxAge * 1000, tok: tokenHash };
  const value = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(payload)));
  // name=value.signature(43 chars) plus attributes must stay within the limit.
  if (cookie.name.length + value.length + 1 + 44 + 120 > MAX_SESSION_CACHE_BYTES) {
    if (ctx.cookies.get(cookie.name) !== null) ctx.cookies.delete(cookie.name, cookie.options);
    return;
  }
  await ctx.cookies.setSigned(cookie.name, value, { ...cookie.options, maxAge });
}

/**
 * Reads the cached session if its signature, expiry and token binding hold and
 * no revocation of the user's sessions happened after it was written.
 */
export async function readSessionCache(ctx: EndpointContext, tokenHash: string): Promise<SessionWithUser | null> {
  const value = await ctx.cookies.getSigned(ctx.auth.cookies.core.session_data.name);
  if (!value) return null;
  try {
    const parsed = JSON.parse(decoder.decode(decodeBase64urlIgnorePadding(value))) as CachedSession;
    if (parsed.tok !== tokenHash || !(parsed.exp > Date.now())) return null;
    const { session, user } = parsed.data;
    const writtenAt = parsed.exp - ctx.auth.session.cookieCache.maxAge * 1000;
    if (await isRevokedSince(ctx.auth, { userId: user.id, writtenAt })) return null;
    return {
      session: { ...session, expiresAt: new Date(session.expiresAt), createdAt: new Date(session.createdAt), updatedAt: new Date(session.updatedAt) },
      user: { ...user, createdAt: new Date(user.createdAt), updatedAt: new Date(user.updatedAt) },
    };
  } catch {
    return null;
  }
}
