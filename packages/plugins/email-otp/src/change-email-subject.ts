import { AuthError, CORE_ERROR_CODES, isFresh, readSession } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';

/**
 * The signed-in user changing their own address by code: the session is read
 * from the database (a revoked one must not count), the core's change of
 * email must be enabled, and a user whose current address is verified needs a
 * fresh session, since a stolen session must not be able to move the account
 * to another mailbox.
 *
 * @example
 * const current = await changeEmailSubject(ctx);
 */
export async function changeEmailSubject(ctx: EndpointContext): Promise<CurrentSession> {
  const current = await readSession(ctx, { disableCookieCache: true });
  if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (!ctx.auth.options.user?.changeEmail?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'CHANGE_EMAIL_DISABLED');
  if (current.user.emailVerified && !isFresh(ctx.auth, current.session)) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
  return current;
}
