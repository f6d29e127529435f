import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { checkPassword } from '../account/check-password.js';
import { findCredentialAccount } from '../account/find-user.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { passwordInput } from '../account/input-schemas.js';
import { checkNewPassword } from '../account/check-new-password.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { saveCredentialPassword } from '../account/save-credential-password.js';
import type { UserRow } from '../account/find-user.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { issueSession, type IssuedSession } from '../session/issue-session.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import type { User } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z.object({
  newPassword: passwordInput(z),
  currentPassword: passwordInput(z),
  revokeOtherSessions: z.boolean().optional(),
});

/**
 * `POST /change-password`: needs the current password. With
 * `revokeOtherSessions`, every session of the user (this one included) ends and
 * a fresh one is issued, in the same transaction as the new hash, so a stolen
 * session cannot outlive the change.
 */
export const changePassword = defineEndpoint({
  ...coreRoutes.changePassword,
  meta: { sensitive: true },
  body: lazySchema(body),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ token: string | null; user: User }> => {
    const auth = ctx.auth;
    requireEmailPassword(auth);
    const { newPassword, currentPassword, revokeOtherSessions } = ctx.body;
    const { user } = ctx.session;
    await checkNewPassword(ctx, { password: newPassword, user });
    const check = await checkPassword(auth, {
      account: await findCredentialAccount(auth, user.id),
      email: user.email,
      password: currentPassword,
    });
    if (check === 'no-password') throw AuthError.of(CORE_ERROR_CODES, 'CREDENTIAL_ACCOUNT_NOT_FOUND');
    if (check === 'wrong') throw AuthError.of(CORE_ERROR_CODES, 'INVALID_PASSWORD');
    const hash = await auth.password.hasher.hash(newPassword);
    const fresh = await storePassword(ctx, { user: ctx.session.user, hash, revokeOtherSessions: revokeOtherSessions ?? false });
    dropSessionCache(ctx);
    if (!fresh) return { token: null, user };
    await markSessionsRevoked(auth, user.id);
    return { token: fresh.kind === 'session' ? fresh.token : null, user };
  },
});

/** Writes the hash and, when asked, replaces every session with a new one, all in one transaction. */
async function storePassword(
  ctx: EndpointContext,
  input: { user: UserRow; hash: string; revokeOtherSessions: boolean },
): Promise<IssuedSession | null> {
  const auth = ctx.auth;
  // The opt-out cookie tells a session that was not to be remembered; the new one keeps that.
  const rememberMe = ctx.cookies.get(auth.cookies.core.dont_remember.name) === null;
  return auth.db.transaction(async (tx) => {
    await saveCredentialPassword(auth, { db: tx, userId: input.user.id, hash: input.hash });
    await emitEvent(ctx, { type: 'password.changed', detail: { otherSessionsRevoked: input.revokeOtherSessions } }, { db: tx });
    if (!input.revokeOtherSessions) return null;
    await revokeUserSessions(auth, input.user.id, { db: tx });
    await emitEvent(ctx, { type: 'session.revoked', detail: { cause: 'password-change', scope: 'all' } }, { db: tx });
    return issueSession(ctx, { user: input.user, method: 'change-password', rememberMe, db: tx });
  });
}
