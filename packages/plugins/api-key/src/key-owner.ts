import { AuthError, CORE_ERROR_CODES, readSession } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import { isApiKeySession } from './key-session.js';

/**
 * Who a key route acts for. `trusted` is a call through `auth.api` with no
 * request and no headers: the app's own server code, which may name any user
 * (`userId`) and set server-only fields. Everything else acts for the signed-in
 * user only, never through a session that an API key stands in for, and
 * never through an impersonation session.
 */
export type KeyOwner = { trusted: true; userId: string | null } | { trusted: false; userId: string };

/** Whether the call comes from the app's server code rather than from a request. */
export function isTrustedServerCall(ctx: EndpointContext): boolean {
  return ctx.isServerCall && ctx.request === undefined && ctx.headers.keys().next().done === true;
}

/**
 * Resolves the owner a key route acts for, refusing a `userId` or other
 * server-only field from anyone but the server itself (400 SERVER_ONLY_PROPERTY).
 *
 * @example
 * const owner = await keyOwner(ctx, { serverOnly: { userId: ctx.body.userId, remaining: ctx.body.remaining } });
 */
export async function keyOwner(ctx: EndpointContext, input: { serverOnly: Record<string, unknown> }): Promise<KeyOwner> {
  if (isTrustedServerCall(ctx)) {
    const userId = input.serverOnly.userId;
    return { trusted: true, userId: typeof userId === 'string' ? userId : null };
  }
  const named = Object.entries(input.serverOnly).find(([, value]) => value !== undefined);
  if (named) throw AuthError.of(API_KEY_ERROR_CODES, 'SERVER_ONLY_PROPERTY', { message: `${named[0]} can only be set by the server` });
  const current = await readSession(ctx, { disableCookieCache: true });
  if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (isApiKeySession(current)) throw AuthError.of(API_KEY_ERROR_CODES, 'API_KEY_SESSION_NOT_ALLOWED');
  // Impersonation sessions (the admin plugin's, or any plugin's that marks a
  // session `impersonatedBy`) act for the user only for a while: a key would
  // outlive them.
  if ((current.session as { impersonatedBy?: unknown }).impersonatedBy) {
    throw AuthError.of(API_KEY_ERROR_CODES, 'IMPERSONATED_SESSION_NOT_ALLOWED');
  }
  return { trusted: false, userId: current.user.id };
}
