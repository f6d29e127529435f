import { AuthError, checkPassword, CORE_ERROR_CODES, findCredentialAccount, isFresh } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';

/**
 * The proof a route that changes two-factor settings asks for: the password,
 * through the same lock-aware check as sign-in (a stolen session cannot guess
 * it freely), or, for a user without one, a session younger than `freshAge`.
 *
 * @example
 * await confirmIdentity(ctx, { current: ctx.session, password: ctx.body.password });
 */
export async function confirmIdentity(ctx: EndpointContext, input: { current: CurrentSession; password: string | undefined }): Promise<void> {
  const { user, session } = input.current;
  const account = await findCredentialAccount(ctx.auth, user.id);
  if (!account?.password) {
    if (!isFresh(ctx.auth, session)) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
    return;
  }
  const check = await checkPassword(ctx.auth, { account, email: user.email, password: input.password ?? '' });
  if (check !== 'ok') throw AuthError.of(CORE_ERROR_CODES, 'INVALID_PASSWORD');
}
