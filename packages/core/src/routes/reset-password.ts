import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { findUserById, type UserRow } from '../account/find-user.js';
import { passwordInput } from '../account/input-schemas.js';
import { checkNewPassword } from '../account/check-new-password.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { saveCredentialPassword } from '../account/save-credential-password.js';
import { clearSignInFailures, reportLiftedLock } from '../account/sign-in-throttle.js';
import type { AuthContext } from '../context/auth-context.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { consumeToken } from '../verification/verification-token.js';
import { emitEvent } from '../events/emit-event.js';

const tokenInput = (z: Zod) => z.string().max(512);

/**
 * `POST /reset-password`: sets a new password with a reset token (from the body or
 * `?token=`). The hash is computed before the transaction; spending the token,
 * writing the password and ending the user's sessions then commit together, so a
 * token works exactly once and a failure leaves it usable.
 */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/reset-password',
  body: lazySchema((z) => z.object({ newPassword: passwordInput(z), token: tokenInput(z).optional() })),
  query: lazySchema((z) => z.object({ token: tokenInput(z).optional() })),
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    requireEmailPassword(auth);
    await checkNewPassword(ctx, { password: ctx.body.newPassword });
    const token = ctx.body.token ?? ctx.query.token;
    if (!token) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
    const hash = await auth.password.hasher.hash(ctx.body.newPassword);
    const revokeSessions = auth.options.emailAndPassword?.revokeSessionsOnPasswordReset ?? true;
    const user = await applyReset(auth, { token, hash, revokeSessions });
    // Expired, unknown and already-spent tokens answer alike.
    if (!user) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
    await emitEvent(ctx, { type: 'password.reset-completed', userId: user.id });
    if (revokeSessions) await emitEvent(ctx, { type: 'session.revoked', userId: user.id, detail: { cause: 'password-reset', scope: 'all' } });
    await reportLiftedLock(ctx, user);
    await clearSignInFailures(auth, user.email);
    if (revokeSessions) {
      await markSessionsRevoked(auth, user.id);
      clearSessionCookies(ctx);
    }
    return { status: true };
  },
});

/**
 * One transaction: spend the token, store the hash, end the sessions. Returns the
 * user, or null for a bad token. A bad token is returned rather than thrown so
 * that the deletion of an expired or orphaned token row commits.
 */
async function applyReset(
  auth: AuthContext,
  input: { token: string; hash: string; revokeSessions: boolean },
): Promise<UserRow | null> {
  return auth.db.transaction(async (tx) => {
    const scoped: AuthContext = { ...auth, db: tx };
    const spent = await consumeToken(scoped, { purpose: 'reset-password', token: input.token });
    if (!spent.ok) return null;
    const user = await findUserById(scoped, spent.value);
    if (!user) return null;
    await saveCredentialPassword(auth, { db: tx, userId: user.id, hash: input.hash });
    if (input.revokeSessions) await revokeUserSessions(auth, user.id, { db: tx });
    return user;
  });
}
