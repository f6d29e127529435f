import { defineEndpoint, issueSession, refreshSessionUser, toPublicRecord, lazySchema, emitEvent } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import { changePhoneNumber, requireFreshSession } from '../change-phone-number.js';
import { checkPhoneCode } from '../check-phone-code.js';
import { codeInput } from '../code-input.js';
import { OTP_PURPOSE } from '../otp-purpose.js';
import { phoneNumberInput, toE164 } from '../phone-number-input.js';
import { findUserByPhoneNumber, type PhoneUserRow } from '../phone-user.js';
import { signUpByPhone } from '../sign-up-by-phone.js';
import { phoneNumberRoutes } from '../routes.js';

type Verified = { status: true; token: string | null; user: User };

/**
 * `POST /phone-number/verify`: checks a code from `send-otp`. The number is
 * marked verified and its user signed in (through `issueSession`, so bans and
 * two-factor apply), or created first with `signUpOnVerification`.
 * `disableSession` verifies without signing in. With `updatePhoneNumber`, the
 * signed-in user's number becomes this one: the code must be the one sent to
 * the new number, and whose number changes comes from the session alone.
 */
export const verify = defineEndpoint({
  ...phoneNumberRoutes.verify,
  body: lazySchema((z) => z.object({
    phoneNumber: phoneNumberInput(z),
    code: codeInput(z),
    disableSession: z.boolean().optional(),
    updatePhoneNumber: z.boolean().optional(),
  })),
  meta: { authEntry: true, sensitive: true },
  handler: async (ctx): Promise<Verified> => {
    const phoneNumber = await toE164(ctx.auth, ctx.body.phoneNumber);
    // Before the code is spent: a request that cannot succeed must not use it up.
    const current = ctx.body.updatePhoneNumber ? await requireFreshSession(ctx) : null;
    await checkPhoneCode(ctx.auth, { phoneNumber, purpose: OTP_PURPOSE.verify, code: ctx.body.code });
    if (current) {
      const user = await changePhoneNumber(ctx, { userId: current.user.id, phoneNumber });
      return { status: true, token: current.token, user: publicUser(ctx, user) };
    }
    const user = await verifiedUser(ctx, phoneNumber);
    if (ctx.body.disableSession) return { status: true, token: null, user: publicUser(ctx, user) };
    const issued = await issueSession(ctx, { user, method: 'phone-number' });
    // A plugin (two-factor) may answer with a challenge in place of the session.
    if (issued.kind === 'challenge') return issued.challenge.data as never;
    return { status: true, token: issued.token, user: issued.user };
  },
});

/** The number's user, now marked verified; or a new user when the app allows sign-up. */
async function verifiedUser(ctx: EndpointContext, phoneNumber: string): Promise<PhoneUserRow> {
  const user = await findUserByPhoneNumber(ctx.auth, phoneNumber);
  if (!user) {
    return signUpByPhone(ctx.auth, phoneNumber, {
      withSignUp: (db, created) => emitEvent(ctx, { type: 'user.signed-up', userId: created.id, method: 'phone-number' }, { db }),
    });
  }
  if (user.phoneNumberVerified) return user;
  const updated = await ctx.auth.db.update<PhoneUserRow>({
    model: 'user',
    where: [{ field: 'id', value: user.id }],
    update: { phoneNumberVerified: true, updatedAt: new Date() },
  });
  await refreshSessionUser(ctx.auth, user.id);
  return updated ?? user;
}

const publicUser = (ctx: EndpointContext, user: PhoneUserRow): User => toPublicRecord<User>(ctx.auth.schema.user!, user);
