import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { emitEvent } from '../events/emit-event.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { checkNewPassword } from './check-new-password.js';
import type { UserRow } from './find-user.js';
import { saveCredentialPassword } from './save-credential-password.js';
import { liftSignInLocks } from './sign-in-throttle.js';

/** What a password reset needs from the route that proves it: a link's token, an emailed or texted code. */
export interface PasswordResetInput {
  /** The new password. It passes `checkNewPassword` before anything is spent or written. */
  newPassword: string;
  /** Whose password it becomes, when the route knows before the proof: the password policy sees it. */
  user?: { id: string; email: string } | null;
  /**
   * Checks a proof kept outside the transaction (a code with its own attempt
   * counter), after the new password is hashed so that every answer costs one
   * hash. Throws an `AuthError` to refuse.
   */
  prove?: () => Promise<unknown>;
  /**
   * Finds the account inside the reset's transaction, spending there what
   * proves the reset (a stored token) so that both commit together. Null
   * refuses: nothing is written, and the route answers its own error.
   */
  claim: (auth: AuthContext) => Promise<UserRow | null>;
  /** User fields the proof establishes, written in the same transaction (`{ emailVerified: true }`). */
  proven?: Record<string, unknown>;
  /** Sign-in identifiers besides the email whose lock the reset lifts (a phone number). */
  lockKeys?: readonly string[];
}

/**
 * The one password reset every route runs (the core's link, codes by email or
 * by phone): the policy, one hash, then in one transaction the claimed
 * account's new password, the fields the proof establishes and, unless
 * `emailAndPassword.revokeSessionsOnPasswordReset` is false, the end of every
 * session, with the `password.reset-completed` and `session.revoked` events
 * (emitted here, so every reset route reports them once), and the lifting of
 * the per-account sign-in lock (whoever proved the account may sign in with
 * the new password at once; `account.unlocked` when there was one).
 * Afterwards the session cookies of the request are cleared. Answers `{ status: true }`, or null
 * when `claim` found no account.
 *
 * @example
 * const done = await applyPasswordReset(ctx, {
 *   newPassword: ctx.body.password,
 *   prove: () => checkMyCode(ctx),
 *   claim: (scoped) => findUserByEmail(scoped, ctx.body.email),
 *   proven: { emailVerified: true },
 * });
 * if (!done) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
 * return done;
 */
export async function applyPasswordReset(ctx: EndpointContext, input: PasswordResetInput): Promise<{ status: true } | null> {
  const auth = ctx.auth;
  await checkNewPassword(ctx, { password: input.newPassword, user: input.user });
  const hash = await auth.password.hasher.hash(input.newPassword);
  await input.prove?.();
  const revoke = auth.options.emailAndPassword?.revokeSessionsOnPasswordReset ?? true;
  const user = await auth.db.transaction(async (tx) => {
    const claimed = await input.claim({ ...auth, db: tx });
    // Returned rather than thrown, so that what the claim deleted (an expired token) commits.
    if (!claimed) return null;
    await saveCredentialPassword(auth, { db: tx, userId: claimed.id, hash });
    if (input.proven) {
      await tx.update({ model: 'user', where: [{ field: 'id', value: claimed.id }], update: { ...input.proven, updatedAt: new Date() } });
    }
    if (revoke) await revokeUserSessions(auth, claimed.id, { db: tx });
    await emitEvent(ctx, { type: 'password.reset-completed', userId: claimed.id }, { db: tx });
    if (revoke) {
      const detail = { cause: 'password-reset', scope: 'all' } as const;
      await emitEvent(ctx, { type: 'session.revoked', userId: claimed.id, detail }, { db: tx });
    }
    await liftSignInLocks(ctx, { user: claimed, keys: [claimed.email, ...(input.lockKeys ?? [])], db: tx });
    return claimed;
  });
  if (!user) return null;
  if (revoke) {
    await markSessionsRevoked(auth, user.id);
    clearSessionCookies(ctx);
  } else if (input.proven) {
    // Sessions live on: their stored copies of the user learn the proven fields.
    await refreshSessionUser(auth, user.id);
  }
  return { status: true };
}
