import { AuthError, defineEndpoint, lazySchema, emitEvent, eventTransaction } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import { spendBackupCode } from '../backup-codes.js';
import { codeBody } from '../code-input.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { finishSignIn } from '../finish-sign-in.js';
import { secondFactorSubject, spendTry } from '../second-factor-subject.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/verify-backup-code`: completes a challenge with a backup
 * code, which is spent (its row deleted atomically: of two concurrent uses
 * one succeeds). With `disableSession` the code is spent and the challenge
 * ended without a session (the answer's token is null).
 */
export const verifyBackupCode = defineEndpoint({
  ...twoFactorRoutes.verifyBackupCode,
  body: lazySchema((z) => codeBody(z).extend({ disableSession: z.boolean().optional() })),
  handler: async (ctx): Promise<{ token: string | null; user: User }> => {
    const subject = await secondFactorSubject(ctx);
    if (subject.user.twoFactorEnabled !== true) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TWO_FACTOR_NOT_ENABLED');
    await spendTry(ctx, subject);
    const userId = subject.user.id;
    if (!(await spendWithEvents(ctx, { userId, code: ctx.body.code }))) {
      await emitEvent(ctx, { type: 'two-factor.failed', userId, detail: { factor: 'backup-code' } });
      throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'INVALID_BACKUP_CODE');
    }
    return finishSignIn(ctx, subject, { trustDevice: ctx.body.trustDevice, disableSession: ctx.body.disableSession });
  },
});

/**
 * The code is spent in the transaction of its `two-factor.backup-code-used`
 * and `two-factor.passed`: a failure while writing them gives the code back.
 * A concurrent use of the same code waits for this one's row lock and finds
 * it gone, so the code stays single-use.
 */
function spendWithEvents(ctx: EndpointContext, input: { userId: string; code: string }): Promise<boolean> {
  return eventTransaction(ctx.auth, async (db) => {
    if (!(await spendBackupCode(ctx.auth, input, { db }))) return false;
    await emitEvent(ctx, { type: 'two-factor.backup-code-used', userId: input.userId }, { db });
    await emitEvent(ctx, { type: 'two-factor.passed', userId: input.userId, detail: { factor: 'backup-code' } }, { db });
    return true;
  });
}
