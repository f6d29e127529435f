import { listUserSessions, type AuthContext } from 'latchkey/plugins';
import { parseScope } from './scopes.js';
import type { TokenRow } from './token-family.js';

/**
 * Whether a token's life is tied to the browser session it came from: every
 * grant without `offline_access`. With it, the grant is for when the user is
 * away, and outlives sign-out.
 *
 * @example
 * if (isSessionBound(row) && !(await sessionIsLive(ctx.auth, row))) return refuse();
 */
export function isSessionBound(row: Pick<TokenRow, 'scope'>): boolean {
  return !parseScope(row.scope).includes('offline_access');
}

/**
 * Whether the session a token was issued in is still live, wherever sessions
 * are stored (database or secondary storage): signed out, revoked or expired
 * answers false.
 *
 * @example
 * const live = await sessionIsLive(ctx.auth, row);
 */
export async function sessionIsLive(auth: AuthContext, row: Pick<TokenRow, 'userId' | 'sessionId'>): Promise<boolean> {
  if (!row.sessionId) return false;
  const sessions = await listUserSessions(auth, row.userId);
  return sessions.some((session) => session.id === row.sessionId);
}

/**
 * Whether a stored token may still be used as far as its session goes.
 *
 * @example
 * if (!(await sessionAllows(ctx.auth, row))) return oauthError(ctx, 'invalid_grant', INVALID);
 */
export async function sessionAllows(auth: AuthContext, row: Pick<TokenRow, 'scope' | 'userId' | 'sessionId'>): Promise<boolean> {
  return !isSessionBound(row) || sessionIsLive(auth, row);
}
