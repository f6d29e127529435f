import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  dropSessionCache,
  emailInput,
  emitEvent,
  findUserByEmail,
  issueSession,
  refreshSessionUser,
  toPublicRecord,
  lazySchema,
} from 'latchkey/plugins';
import type { ChallengeAnswer, EndpointContext, User, UserRow } from 'latchkey/plugins';
import { checkCode } from '../check-code.js';
import { otpInput } from '../otp-type.js';
import { emailOtpRoutes } from '../routes.js';

/**
 * `POST /email-otp/verify-email`: verifies an address with a code of type
 * `email-verification`. With the core's `autoSignInAfterVerification` the
 * user is signed in through `issueSession` (a banned user is refused, a user
 * with two-factor gets the challenge); otherwise `token` is null.
 */
export const verifyEmailOtp = defineEndpoint({
  ...emailOtpRoutes.verifyEmailOtp,
  body: lazySchema((z) => z.object({ email: emailInput(z), otp: otpInput(z) })),
  // It may sign in (autoSignInAfterVerification): another site must not post it for a visitor.
  meta: { authEntry: true },
  handler: async (ctx): Promise<{ status: true; token: string | null; user: User } | ChallengeAnswer> => {
    const auth = ctx.auth;
    const { email, otp } = ctx.body;
    await checkCode(ctx, { type: 'email-verification', email, otp });
    const found = await findUserByEmail(auth, email);
    if (!found) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
    const user = found.emailVerified ? found : await markVerified(ctx, found);
    dropSessionCache(ctx);
    if (auth.options.emailVerification?.autoSignInAfterVerification) {
      const issued = await issueSession(ctx, { user, method: 'email-otp' });
      if (issued.kind === 'challenge') return issued.challenge.data;
      return { status: true, token: issued.token, user: issued.user };
    }
    return { status: true, token: null, user: toPublicRecord<User>(auth.schema.user!, user) };
  },
});

async function markVerified(ctx: EndpointContext, user: UserRow): Promise<UserRow> {
  const auth = ctx.auth;
  const updated = await auth.db.transaction(async (tx) => {
    const row = await tx.update<UserRow>({
      model: 'user',
      // Guarded by the address the code was sent to, in case it changed meanwhile.
      where: [
        { field: 'id', value: user.id },
        { field: 'email', value: user.email },
      ],
      update: { emailVerified: true, updatedAt: new Date() },
    });
    if (row) await emitEvent(ctx, { type: 'email-verification.completed', userId: row.id }, { db: tx });
    return row;
  });
  if (!updated) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_OTP');
  await refreshSessionUser(auth, updated.id);
  const onVerified = auth.options.emailVerification?.onEmailVerification;
  await onVerified?.({ id: updated.id, email: updated.email, name: updated.name, emailVerified: true }, ctx.request);
  return updated;
}
