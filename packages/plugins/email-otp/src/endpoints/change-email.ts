import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  dropSessionCache,
  emailInput,
  emitEvent,
  findUserByEmail,
  refreshSessionUser,
  toPublicRecord,
  lazySchema,
} from 'latchkey/plugins';
import type { User, UserRow } from 'latchkey/plugins';
import { UniqueConstraintError } from 'latchkey';
import { changeEmailSubject } from '../change-email-subject.js';
import { checkCode } from '../check-code.js';
import { otpInput } from '../otp-type.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/change-email`: the signed-in user moves their account to
 * `newEmail` with the code of type `change-email` that was mailed there. The
 * code is bound to the user who asked for it and to that address; typing it
 * proves the new mailbox, so the new address is verified. A user whose
 * current address is verified needs a fresh session.
 */
export const changeEmailOtp = defineEndpoint({
  ...emailOtpRoutes.changeEmailOtp,
  body: lazySchema((z) => z.object({ newEmail: emailInput(z), otp: otpInput(z) })),
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ status: true; user: User }> => {
    const auth = ctx.auth;
    const { newEmail, otp } = ctx.body;
    const { user } = await changeEmailSubject(ctx);
    if (newEmail === user.email) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_IS_THE_SAME');
    await checkCode(ctx, { type: 'change-email', email: newEmail, otp, userId: user.id });
    if (await findUserByEmail(auth, newEmail)) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    let updated: UserRow | null;
    try {
      updated = await auth.db.transaction(async (tx) => {
        const row = await tx.update<UserRow>({
          model: 'user',
          // Guarded by the current address, so a concurrent change is not overwritten.
          where: [
            { field: 'id', value: user.id },
            { field: 'email', value: user.email },
          ],
          update: { email: newEmail, emailVerified: true, updatedAt: new Date() },
        });
        if (row) await emitEvent(ctx, { type: 'email-change.completed', userId: row.id }, { db: tx });
        return row;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
      throw error;
    }
    if (!updated) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    await refreshSessionUser(auth, user.id);
    dropSessionCache(ctx);
    return { status: true, user: toPublicRecord<User>(auth.schema.user!, updated) };
  },
});
