import { AuthError, readSession } from 'latchkey/plugins';
import type { AfterHook, BeforeHook } from 'latchkey/plugins';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import { isApiKeySession, presentedKey, requestUsesApiKey } from './key-session.js';

/**
 * A key stands in for its owner on ordinary routes only. Every route marked
 * `sensitive` (change-password, set-password, change-email, link and unlink,
 * delete-user, second factors, passkeys, API-key creation) answers 403
 * API_KEY_SESSION_NOT_ALLOWED, so a leaked key cannot become the account.
 * Requests without a key header pay nothing.
 */
export const keySessionGuard: BeforeHook = {
  matcher: (ctx) => ctx.meta.sensitive === true,
  async handler(ctx) {
    if (await requestUsesApiKey(ctx)) throw AuthError.of(API_KEY_ERROR_CODES, 'API_KEY_SESSION_NOT_ALLOWED');
  },
};

// Answers that list session tokens (stored hashes, which revoke-session accepts).
const SESSION_LISTS = new Set(['/list-sessions', '/admin/list-user-sessions']);

/**
 * A session from a key sees the user's sessions without their tokens: those
 * would let the key revoke the sessions of the devices its owner signs in on.
 */
export const hideSessionTokens: AfterHook = {
  matcher: (ctx) => SESSION_LISTS.has(ctx.path),
  async handler(ctx) {
    if (presentedKey(ctx) === null || !isApiKeySession(await readSession(ctx))) return;
    const strip = (list: unknown): unknown =>
      Array.isArray(list) ? list.map((entry) => (entry && typeof entry === 'object' ? { ...entry, token: undefined } : entry)) : list;
    const returned = ctx.returned as unknown;
    if (Array.isArray(returned)) return { returned: strip(returned) };
    if (returned && typeof returned === 'object' && 'sessions' in returned) {
      return { returned: { ...returned, sessions: strip((returned as { sessions: unknown }).sessions) } };
    }
  },
};
