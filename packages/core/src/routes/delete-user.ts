import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { checkPassword } from '../account/check-password.js';
import { consumeDeleteAccountToken, sendDeleteAccountMail } from '../account/delete-account-token.js';
import { deleteUserData } from '../account/delete-user-data.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { findCredentialAccount } from '../account/find-user.js';
import { passwordInput, redirectInput } from '../account/input-schemas.js';
import { requireDeleteUser } from '../account/require-delete-user.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { isFresh, type CurrentSession } from '../session/read-session.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import type { DatabaseAdapter } from '../db/adapter.js';

// Every field is optional, and the client may POST without a body at all.
const body = (z: Zod) => z
  .object({
    callbackURL: redirectInput(z).optional(),
    password: passwordInput(z).optional(),
    token: z.string().optional(),
  })
  .default({});

export type DeleteUserAnswer = { success: true; message: 'User deleted' | 'Verification email sent' };

/**
 * `POST /delete-user`: deletes the signed-in user (read from the database, never
 * from the cookie cache or the body). The caller proves it is the account holder
 * now, not only when the session began: with the password, or with a fresh
 * session. A `token` from the deletion mail completes a pending deletion instead;
 * the emailed link is then the proof. With `sendDeleteAccountVerification`
 * configured, deletion waits for that link. Wrong passwords count towards the
 * same per-account lock as sign-in, so a stolen session cannot be used to guess
 * the password. Answers 404 unless `user.deleteUser.enabled`.
 */
export const deleteUser = defineEndpoint({
  ...coreRoutes.deleteUser,
  body: lazySchema(body),
  use: [requireDeleteUser, databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<DeleteUserAnswer> => {
    const { password, token, callbackURL } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, ctx.auth.origins, 'callbackURL');
    const { user } = ctx.session;
    if (token !== undefined) {
      await consumeDeleteAccountToken(ctx.auth, { token, userId: user.id });
      return deleteNow(ctx, user.id);
    }
    await requireReauthentication(ctx, { current: ctx.session, password });
    if (ctx.deleteUser.sendDeleteAccountVerification) {
      await sendDeleteAccountMail(ctx, { user, callbackURL });
      return { success: true, message: 'Verification email sent' };
    }
    return deleteNow(ctx, user.id);
  },
});

/** Deletes the user and signs this client out. An already deleted user is not an error. */
async function deleteNow(ctx: EndpointContext, userId: string): Promise<DeleteUserAnswer> {
  const withDeletion = (tx: DatabaseAdapter): Promise<void> => emitEvent(ctx, { type: 'account.deleted', userId }, { db: tx });
  await deleteUserData(ctx.auth, userId, { request: ctx.request, withDeletion });
  clearSessionCookies(ctx);
  dropSessionCache(ctx);
  return { success: true, message: 'User deleted' };
}

/**
 * Spec §4: a supplied password must be right (whatever the session's age); without
 * one the session must be fresh. The error then says what would work: the password
 * for a user who has one, signing in again for one who has none.
 */
async function requireReauthentication(
  ctx: EndpointContext,
  input: { current: CurrentSession; password: string | undefined },
): Promise<void> {
  const auth = ctx.auth;
  const { user, session } = input.current;
  const account = await findCredentialAccount(auth, user.id);
  if (input.password !== undefined) {
    if (!account?.password) throw AuthError.of(CORE_ERROR_CODES, 'CREDENTIAL_ACCOUNT_NOT_FOUND');
    const check = await checkPassword(auth, { account, email: user.email, password: input.password });
    if (check !== 'ok') throw AuthError.of(CORE_ERROR_CODES, 'INVALID_PASSWORD');
    return;
  }
  if (isFresh(auth, session)) return;
  throw AuthError.of(CORE_ERROR_CODES, account?.password ? 'USER_ALREADY_HAS_PASSWORD_DELETE' : 'SESSION_EXPIRED');
}

