import { AuthError, readSession, requestMemo, toPublicRecord } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext, Session, SessionExtension, User } from 'latchkey/plugins';
import { apiKeyKey } from './api-key-options.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import { refusalError } from './refusal-error.js';
import { useApiKey } from './use-api-key.js';

// Sessions this plugin made from a key. Identity, not a field: nothing a
// request sends, and no other plugin's session, can carry the mark.
const fromKey = new WeakSet<CurrentSession>();
// One verification per request, however often the session is read: a use is counted once.
const resolved = requestMemo<Promise<CurrentSession | null>>('latchkey.apiKeySession');

/**
 * Whether a session stands on an API key rather than a sign-in.
 *
 * @example
 * if (isApiKeySession(await readSession(ctx))) throw AuthError.of(CODES, 'NOT_WITH_A_KEY');
 */
export function isApiKeySession(current: CurrentSession | null | undefined): boolean {
  return current !== null && current !== undefined && fromKey.has(current);
}

/** Whether this request's session, if any, stands on an API key. */
export async function requestUsesApiKey(ctx: EndpointContext): Promise<boolean> {
  if (presentedKey(ctx) === null) return false;
  return isApiKeySession(await readSession(ctx, { disableCookieCache: true }));
}

/**
 * Whether this request has already been signed in by a key, without counting
 * a use: only a session the request read through its key header counts.
 */
async function signedInByKey(ctx: EndpointContext): Promise<boolean> {
  const pending = resolved.peek(ctx);
  return pending !== undefined && isApiKeySession(await pending.catch(() => null));
}

/** The key in the configured headers, or null. */
export function presentedKey(ctx: EndpointContext): string | null {
  for (const name of apiKeyKey.options(ctx.auth).apiKeyHeaders) {
    const value = ctx.headers.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * With `enableSessionForAPIKeys`, a request the session cookie did not
 * authenticate is signed in as the owner of the key in its `x-api-key`
 * header. The use counts like any other (remaining, rate limit); a refused
 * key answers its error (401, 429) rather than passing as signed out. A
 * request signed in by a key never creates a session (impersonation, or any
 * plugin route that signs someone in for the caller): a key cannot turn itself
 * into a cookie session that escapes its limits.
 */
export const apiKeySessionExtension: SessionExtension = {
  async beforeCreate(ctx) {
    if (await signedInByKey(ctx)) throw AuthError.of(API_KEY_ERROR_CODES, 'API_KEY_SESSION_NOT_ALLOWED');
  },
  resolve(ctx) {
    if (!apiKeyKey.options(ctx.auth).enableSessionForAPIKeys) return null;
    const key = presentedKey(ctx);
    if (key === null) return null;
    return resolved.get(ctx, () => sessionFromKey(ctx, key));
  },
};

async function sessionFromKey(ctx: EndpointContext, key: string): Promise<CurrentSession | null> {
  const use = await useApiKey(ctx.auth, { key, withUser: true });
  if (!use.ok) throw refusalError(use);
  const { row } = use;
  const now = new Date();
  // Lives as long as the request; a day is only what answers show when the key never expires.
  const expiresAt = row.expiresAt ? new Date(row.expiresAt) : new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const session = {
    id: row.id,
    token: '',
    userId: row.userId,
    expiresAt,
    createdAt: now,
    updatedAt: now,
    ipAddress: ctx.clientIp,
    userAgent: ctx.headers.get('user-agent'),
  } as Session;
  const current: CurrentSession = { session, user: toPublicRecord<User>(ctx.auth.schema.user!, row.user!), token: '' };
  fromKey.add(current);
  return current;
}
