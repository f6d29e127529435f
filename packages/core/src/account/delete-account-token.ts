import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { generateDeleteAccountToken } from '../crypto/tokens.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { consumeToken, storeToken } from '../verification/verification-token.js';
import type { UserRow } from './find-user.js';
import { endpointURL, sendMailInBackground } from './send-mail.js';

const DEFAULT_LIFETIME = 86_400;

/**
 * Starts a deletion that waits for the emailed link: stores a single-use
 * `delete-account` token whose value is the user id and hands the link to
 * `user.deleteUser.sendDeleteAccountVerification`.
 */
export async function sendDeleteAccountMail(
  ctx: EndpointContext,
  input: { user: Pick<UserRow, 'id' | 'email' | 'name' | 'emailVerified'>; callbackURL: string | undefined },
): Promise<void> {
  const options = ctx.auth.options.user?.deleteUser;
  const token = generateDeleteAccountToken();
  await storeToken(ctx.auth, {
    purpose: 'delete-account',
    token,
    value: input.user.id,
    expiresIn: options?.deleteTokenExpiresIn ?? DEFAULT_LIFETIME,
  });
  const url = endpointURL(ctx, '/delete-user/callback', { token, callbackURL: input.callbackURL });
  const { id, email, name, emailVerified } = input.user;
  sendMailInBackground(ctx, options?.sendDeleteAccountVerification, { user: { id, email, name, emailVerified }, url, token });
}

/**
 * Spends a `delete-account` token for the signed-in user. A token of another
 * purpose, an expired one, a spent one, or one issued to another user answers
 * INVALID_TOKEN: a link can only ever delete the account it was sent for, and only
 * from that account's own session. The token is spent even when it belongs to
 * someone else; only its holder could have sent it, and a spent token can be
 * requested again.
 *
 * A token that is unknown or expired answers 404, one issued to someone else 400:
 * the statuses clients of the established API see for the same two cases.
 */
export async function consumeDeleteAccountToken(auth: AuthContext, input: { token: string; userId: string }): Promise<void> {
  const consumed = await consumeToken(auth, { purpose: 'delete-account', token: input.token });
  if (!consumed.ok) throw new AuthError('NOT_FOUND', 'INVALID_TOKEN', { message: CORE_ERROR_CODES.INVALID_TOKEN.message });
  if (consumed.value !== input.userId) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
}
