import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { findUserByEmail, type UserRow } from '../account/find-user.js';
import { emailInput, redirectInput } from '../account/input-schemas.js';
import { sendChangeEmailMail } from '../account/send-change-email-mail.js';
import { sendVerificationMail, verificationMailEnabled } from '../account/send-verification-mail.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import type { User } from '../session/session-types.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z.object({
  newEmail: emailInput(z),
  callbackURL: redirectInput(z).optional(),
});

type ChangeEmailAnswer = { status: true; message: string };

/**
 * `POST /change-email`. Spec §4: an unverified address is replaced at once (and the
 * new one must be verified); a verified one changes only after the link mailed to
 * it is opened, so a stolen session cannot move the account to another mailbox.
 *
 * The answer depends only on the caller's own state and the configuration, never
 * on the new address, so the route cannot be used to test which addresses have
 * accounts. A verified caller is mailed the confirmation whether or not the new
 * address is taken, or their own inbox would tell; a taken address is reported
 * only when the confirmation is opened, to whoever holds the current mailbox.
 * For an unverified caller a taken address changes and sends nothing.
 */
export const changeEmail = defineEndpoint({
  ...coreRoutes.changeEmail,
  meta: { sensitive: true },
  body: lazySchema(body),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<ChangeEmailAnswer> => {
    const options = ctx.auth.options.user?.changeEmail;
    if (!options?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'CHANGE_EMAIL_DISABLED');
    const { newEmail, callbackURL } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, ctx.auth.origins, 'callbackURL');
    const { user } = ctx.session;
    if (newEmail === user.email) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_IS_THE_SAME');
    if (user.emailVerified && !options.sendChangeEmailVerification) {
      throw AuthError.of(CORE_ERROR_CODES, 'COULD_NOT_UPDATE_EMAIL');
    }
    const answer = answerFor(ctx, user);
    if (user.emailVerified) {
      await sendChangeEmailMail(ctx, { user, newEmail, callbackURL });
      return answer;
    }
    if (await findUserByEmail(ctx.auth, newEmail)) return answer;
    const updated = await replaceUnverifiedEmail(ctx, { userId: user.id, newEmail });
    if (updated) await sendVerificationMail(ctx, { user: updated, callbackURL });
    return answer;
  },
});

/** The one answer for a caller, whether or not the new address was taken. */
function answerFor(ctx: EndpointContext, user: User): ChangeEmailAnswer {
  const mails = user.emailVerified || verificationMailEnabled(ctx.auth);
  return { status: true, message: mails ? 'Verification email sent' : 'Email updated' };
}

/**
 * Replaces an unverified address. The unique index decides between two users
 * racing for one free address: the loser gets null and the usual answer.
 */
async function replaceUnverifiedEmail(
  ctx: EndpointContext,
  input: { userId: string; newEmail: string },
): Promise<UserRow | null> {
  try {
    const updated = await ctx.auth.db.transaction(async (tx) => {
      const row = await tx.update<UserRow>({
        model: 'user',
        // Only while still unverified, so a verification landing meanwhile is not undone.
        where: [
          { field: 'id', value: input.userId },
          { field: 'emailVerified', value: false },
        ],
        update: { email: input.newEmail, emailVerified: false, updatedAt: new Date() },
      });
      if (row) await emitEvent(ctx, { type: 'email-change.completed', userId: input.userId }, { db: tx });
      return row;
    });
    if (updated) dropSessionCache(ctx);
    if (updated) await refreshSessionUser(ctx.auth, input.userId);
    return updated;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return null;
    throw error;
  }
}
