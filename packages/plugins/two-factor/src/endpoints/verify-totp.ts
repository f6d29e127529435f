import { lazySchema, emitEvent, AuthError, defineEndpoint, refreshSessionUser } from 'latchkey/plugins';
import type { User } from 'latchkey/plugins';
import { codeBody } from '../code-input.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { finishSignIn } from '../finish-sign-in.js';
import { secondFactorSubject, spendTry } from '../second-factor-subject.js';
import { matchTotpStep } from '../totp.js';
import { claimTotpStep, findTwoFactor, openTotpKey } from '../two-factor-record.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/verify-totp`: checks an authenticator code. During a
 * sign-in it completes the challenge and answers the new session; while
 * signed in it confirms the enrolment, which is when two-factor turns on.
 * Each accepted step is recorded, so a code works once (no replay within its
 * 90-second window, and of two concurrent uses one succeeds).
 */
export const verifyTotp = defineEndpoint({
  ...twoFactorRoutes.verifyTotp,
  body: lazySchema(codeBody),
  handler: async (ctx): Promise<{ token: string | null; user: User }> => {
    const subject = await secondFactorSubject(ctx);
    const row = await findTwoFactor(ctx.auth, subject.user.id);
    const key = row ? await openTotpKey(ctx.auth, row) : null;
    if (!key) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TOTP_NOT_ENABLED');
    await spendTry(ctx, subject);
    const step = matchTotpStep(key, ctx.body.code);
    const claimed = step !== null && (await claimTotpStep(ctx.auth, { userId: subject.user.id, step }));
    if (!claimed) {
      await emitEvent(ctx, { type: 'two-factor.failed', userId: subject.user.id, detail: { factor: 'totp' } });
      throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'INVALID_CODE');
    }
    await emitEvent(ctx, { type: 'two-factor.passed', userId: subject.user.id, detail: { factor: 'totp' } });
    const enrolling = subject.kind === 'session' && subject.user.twoFactorEnabled !== true;
    if (enrolling) {
      await ctx.auth.db.transaction(async (tx) => {
        await tx.update({
          model: 'user',
          where: [{ field: 'id', value: subject.user.id }],
          update: { twoFactorEnabled: true, updatedAt: new Date() },
        });
        await emitEvent(ctx, { type: 'two-factor.enabled', userId: subject.user.id }, { db: tx });
      });
      await refreshSessionUser(ctx.auth, subject.user.id);
    }
    const answer = await finishSignIn(ctx, subject, { trustDevice: ctx.body.trustDevice });
    // The session's user was read before the update: the answer confirming enrolment says what is now true.
    return enrolling ? { ...answer, user: { ...answer.user, twoFactorEnabled: true } as User } : answer;
  },
});
