import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { toPublicRecord } from '../db/public-record.js';
import { pluginHooksOf } from '../plugin/plugin-hooks.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { readSessionCache, writeSessionCache } from './session-cache.js';
import { rememberSessionRead } from './session-read-memo.js';
import { lookupStoredSession, storeOnRead } from './lookup-stored-session.js';
import { knownSessionToken, readSessionToken, type SessionToken } from './session-token-cookie.js';
import type { CurrentSession, ReadSessionOptions } from './current-session.js';
import type { Session, SessionWithUser, User } from './session-types.js';

export type { CurrentSession, ReadSessionOptions } from './current-session.js';

const USER_JOIN = { user: { model: 'user', from: 'userId', to: 'id' } } as const;

/**
 * The current session, or null. The resolution chain: the session cookie
 * first, then each plugin's `session.resolve` (bearer tokens, API keys); every
 * session found then passes each plugin's `session.validate`. A request reads
 * the session once: later calls with the same options answer from that read.
 *
 * @example
 * const current = await readSession(ctx);
 * if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
 */
export function readSession(ctx: EndpointContext, options: ReadSessionOptions = {}): Promise<CurrentSession | null> {
  return rememberSessionRead(ctx, options, () => resolveSession(ctx, options));
}

async function resolveSession(ctx: EndpointContext, options: ReadSessionOptions): Promise<CurrentSession | null> {
  let current = await readCookieSession(ctx, options);
  const hooks = pluginHooksOf(ctx.auth);
  for (const plugin of hooks.sessionResolvers) {
    if (current) break;
    current = (await plugin.session!.resolve!(ctx)) ?? null;
  }
  if (!current) return null;
  for (const plugin of hooks.sessionValidators) {
    // A validator that answers at once (the admin plugin's ban check) costs no turn of the microtask queue.
    const valid = plugin.session!.validate!(ctx, current);
    if (!(valid instanceof Promise ? await valid : valid)) return null;
  }
  return current;
}

/** The session of the signed session cookie: the cached copy when allowed, else one joined query. */
async function readCookieSession(ctx: EndpointContext, options: ReadSessionOptions): Promise<CurrentSession | null> {
  const auth = ctx.auth;
  const known = knownSessionToken(ctx);
  const cookie = known !== undefined ? known : await readSessionToken(ctx);
  if (!cookie) return null;
  if (auth.session.cookieCache.enabled && !options.disableCookieCache) {
    const cached = await readSessionCache(ctx, cookie.hash);
    if (cached) return { ...cached, session: { ...cached.session, token: cookie.token }, token: cookie.token };
  }
  const { current, definite } = await lookupSession(ctx, cookie, { ...options, cookies: true });
  if (!current && definite) clearSessionCookies(ctx);
  else if (!current) return null;
  else if (auth.session.cookieCache.enabled) await writeSessionCache(ctx, current, cookie.hash);
  return current;
}

/**
 * Looks a session token up: in secondary storage with `session.storage:
 * 'secondary'` (one call), else in the database with its user (one query);
 * drops it when expired, refreshes it when due. With `cookies`, a refresh
 * also renews the session cookie; resolvers for header tokens leave cookies
 * alone.
 *
 * @example
 * const current = await findSession(ctx, { token, hash: hashTokenSync(token) }, { cookies: false });
 */
export async function findSession(
  ctx: EndpointContext,
  token: SessionToken,
  options: ReadSessionOptions & { cookies: boolean },
): Promise<CurrentSession | null> {
  return (await lookupSession(ctx, token, options)).current;
}

type Lookup = { current: CurrentSession | null; definite: boolean };

const definitely = (current: CurrentSession | null): Lookup => ({ current, definite: true });

/**
 * The session of a token; `definite` is false when secondary storage failed
 * and the answer is "no session for now" rather than "no such session".
 */
function lookupSession(ctx: EndpointContext, token: SessionToken, options: ReadSessionOptions & { cookies: boolean }): Promise<Lookup> {
  // Without secondary storage the database is the record: one query, nothing to ask first.
  if (!ctx.auth.session.store) return findInDatabase(ctx, token, options).then(definitely);
  return lookupInStorage(ctx, token, options);
}

async function lookupInStorage(ctx: EndpointContext, token: SessionToken, options: ReadSessionOptions & { cookies: boolean }): Promise<Lookup> {
  const found = await lookupStoredSession(ctx.auth, token.hash);
  if (found.kind === 'none') return { current: null, definite: true };
  if (found.kind === 'unavailable') return { current: null, definite: false };
  if (found.kind === 'stored') {
    const { session, user } = found.stored;
    return definitely(await keepAlive(ctx, { session: { ...session, token: token.token }, user, token: token.token }, options));
  }
  const current = await findInDatabase(ctx, token, options);
  if (current && found.kind === 'missing') await storeOnRead(ctx.auth, { ...current, tokenHash: token.hash });
  return definitely(current);
}

/** The session row and its user, in one query. */
async function findInDatabase(
  ctx: EndpointContext,
  token: SessionToken,
  options: ReadSessionOptions & { cookies: boolean },
): Promise<CurrentSession | null> {
  const auth = ctx.auth;
  const row = await auth.db.findOne<Record<string, unknown> & { user?: Record<string, unknown> | null }>({
    model: 'session',
    where: [{ field: 'token', value: token.hash }],
    join: USER_JOIN,
  });
  if (!row?.user) return null;
  // toPublicRecord answers a fresh object: the token goes in place rather than through another copy.
  const session = toPublicRecord<Session>(auth.schema.session!, row);
  session.token = token.token;
  const user = toPublicRecord<User>(auth.schema.user!, row.user);
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await auth.db.delete({ model: 'session', where: [{ field: 'id', value: session.id }] });
    return null;
  }
  return keepAlive(ctx, { session, user, token: token.token }, options);
}

/** Refreshes a live session when due; answers at once when it is not. */
function keepAlive(
  ctx: EndpointContext,
  current: CurrentSession,
  options: ReadSessionOptions & { cookies: boolean },
): CurrentSession | null | Promise<CurrentSession> {
  const now = Date.now();
  if (current.session.expiresAt.getTime() <= now) return null;
  if (options.disableRefresh || !shouldRefresh(ctx.auth, ctx, current.session, now)) return current;
  return refresh(ctx, current, { now, cookies: options.cookies }).then(() => current);
}

function shouldRefresh(auth: AuthContext, ctx: EndpointContext, session: Session, now: number): boolean {
  if (auth.session.disableRefresh) return false;
  if (ctx.cookies.get(auth.cookies.core.dont_remember.name) !== null) return false;
  const sinceUpdate = now - session.updatedAt.getTime();
  const hardEnd = session.createdAt.getTime() + auth.session.absoluteLifetime * 1000;
  return sinceUpdate >= auth.session.updateAge * 1000 && session.expiresAt.getTime() < hardEnd;
}

async function refresh(ctx: EndpointContext, current: CurrentSession, input: { now: number; cookies: boolean }): Promise<void> {
  const { session: config } = ctx.auth;
  const hardEnd = current.session.createdAt.getTime() + config.absoluteLifetime * 1000;
  const expiresAt = new Date(Math.min(input.now + config.expiresIn * 1000, hardEnd));
  const updatedAt = new Date(input.now);
  if (config.store?.inDatabase !== false) {
    await ctx.auth.db.update({
      model: 'session',
      where: [{ field: 'id', value: current.session.id }],
      update: { expiresAt, updatedAt },
    });
  }
  current.session = { ...current.session, expiresAt, updatedAt };
  if (config.store) await storeOnRead(ctx.auth, { session: current.session, user: current.user, tokenHash: hashTokenSync(current.token) });
  if (input.cookies) await setSessionCookies(ctx, { token: current.token, expiresAt, rememberMe: true });
}

/** Whether the session began recently enough for sensitive changes. A fresh age of 0 disables the check. */
export function isFresh(auth: AuthContext, session: Session, now = Date.now()): boolean {
  const freshAge = auth.session.freshAge;
  return freshAge === 0 || now - session.createdAt.getTime() < freshAge * 1000;
}
