import type { AuthContext } from '../context/auth-context.js';
import { toPublicRecord } from '../db/public-record.js';
import type { EndpointContext } from '../endpoint/types.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { readSessionCache, writeSessionCache } from './session-cache.js';
import { readSessionToken } from './session-token-cookie.js';
import type { Session, SessionWithUser, User } from './session-types.js';

export interface ReadSessionOptions {
  /** Read the database even when a valid cached copy exists. */
  disableCookieCache?: boolean;
  /** Never extend the expiry on this read. */
  disableRefresh?: boolean;
}

export interface CurrentSession extends SessionWithUser {
  /** The session token itself, from the cookie. */
  token: string;
}

const USER_JOIN = { user: { model: 'user', from: 'userId', to: 'id' } } as const;

/**
 * The hot path: the current session with its user, in one query. Nothing is
 * written unless the session expired (it is deleted and its cookies cleared) or
 * is due for a refresh.
 */
export async function readSession(ctx: EndpointContext, options: ReadSessionOptions = {}): Promise<CurrentSession | null> {
  const auth = ctx.auth;
  const cookie = await readSessionToken(ctx);
  if (!cookie) return null;
  const { token, hash: tokenHash } = cookie;
  if (auth.session.cookieCache.enabled && !options.disableCookieCache) {
    const cached = await readSessionCache(ctx, tokenHash);
    if (cached) return { ...cached, session: { ...cached.session, token }, token };
  }
  const row = await auth.db.findOne<Record<string, unknown> & { user?: Record<string, unknown> | null }>({
    model: 'session',
    where: [{ field: 'token', value: tokenHash }],
    join: USER_JOIN,
  });
  if (!row?.user) {
    clearSessionCookies(ctx);
    return null;
  }
  const session = { ...toPublicRecord<Session>(auth.schema.session!, row), token };
  const user = toPublicRecord<User>(auth.schema.user!, row.user);
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await auth.db.delete({ model: 'session', where: [{ field: 'id', value: session.id }] });
    clearSessionCookies(ctx);
    return null;
  }
  const current: CurrentSession = { session, user, token };
  if (!options.disableRefresh && shouldRefresh(auth, ctx, session, now)) await refresh(ctx, current, now);
  if (auth.session.cookieCache.enabled) await writeSessionCache(ctx, { session: current.session, user }, tokenHash);
  return current;
}

function shouldRefresh(auth: AuthContext, ctx: EndpointContext, session: Session, now: number): boolean {
  if (auth.session.disableRefresh) return false;
  if (ctx.cookies.get(auth.cookies.core.dont_remember.name) !== null) return false;
  const sinceUpdate = now - session.updatedAt.getTime();
  const hardEnd = session.createdAt.getTime() + auth.session.absoluteLifetime * 1000;
  return sinceUpdate >= auth.session.updateAge * 1000 && session.expiresAt.getTime() < hardEnd;
}

async function refresh(ctx: EndpointContext, current: CurrentSession, now: number): Promise<void> {
  const { session: config } = ctx.auth;
  const hardEnd = current.session.createdAt.getTime() + config.absoluteLifetime * 1000;
  const expiresAt = new Date(Math.min(now + config.expiresIn * 1000, hardEnd));
  const updatedAt = new Date(now);
  await ctx.auth.db.update({
    model: 'session',
    where: [{ field: 'id', value: current.session.id }],
    update: { expiresAt, updatedAt },
  });
  current.session = { ...current.session, expiresAt, updatedAt };
  await setSessionCookies(ctx, { token: current.token, expiresAt, rememberMe: true });
}

/** Whether the session began recently enough for sensitive changes. A fresh age of 0 disables the check. */
export function isFresh(auth: AuthContext, session: Session, now = Date.now()): boolean {
  const freshAge = auth.session.freshAge;
  return freshAge === 0 || now - session.createdAt.getTime() < freshAge * 1000;
}
