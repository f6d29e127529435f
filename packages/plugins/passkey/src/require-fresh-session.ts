import { AuthError, CORE_ERROR_CODES, isFresh } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';

/**
 * The request's session, when it was created recently (`session.freshAge`):
 * adding a way to sign in needs a recent proof of who is at the keyboard,
 * not a session left open for weeks. Otherwise 403 SESSION_NOT_FRESH.
 *
 * @example
 * const { session, user } = requireFreshSession(ctx);
 */
export function requireFreshSession(ctx: EndpointContext & { session: CurrentSession }): CurrentSession {
  if (!isFresh(ctx.auth, ctx.session.session)) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
  return ctx.session;
}
