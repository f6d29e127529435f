import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { undoNewUser } from '../account/delete-user-data.js';
import { findUserByEmail, type UserRow } from '../account/find-user.js';
import { passwordInput, redirectInput, signUpEmailInput } from '../account/input-schemas.js';
import { checkNewPassword } from '../account/check-new-password.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { sendVerificationMail } from '../account/send-verification-mail.js';
import { pickUserFields } from '../account/user-fields.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { toPublicRecord } from '../db/public-record.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { issueSession } from '../session/issue-session.js';
import type { User } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z
  .object({
    name: z.string().trim().min(1).max(255),
    email: signUpEmailInput(z),
    password: passwordInput(z),
    image: z.string().max(2048).optional(),
    callbackURL: redirectInput(z).optional(),
    rememberMe: z.boolean().optional(),
  })
  .loose();

/**
 * `POST /sign-up/email`. The password is hashed before the database is touched,
 * and the hash is never computed inside a transaction. While verification is
 * required, a taken address answers exactly like a new one.
 */
export const signUpEmail = defineEndpoint({
  ...coreRoutes.signUpEmail,
  body: lazySchema(body),
  meta: { accepts: ['json', 'form'], authEntry: true },
  handler: async (ctx): Promise<{ token: string | null; user: User }> => {
    const auth = ctx.auth;
    requireEmailPassword(auth);
    const options = auth.options.emailAndPassword ?? {};
    if (options.disableSignUp) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_PASSWORD_SIGN_UP_DISABLED');
    const { name, email, password, image, callbackURL, rememberMe } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, auth.origins, 'callbackURL');
    await checkNewPassword(ctx, { password, user: null });
    const extra = pickUserFields(auth.schema.user!, ctx.body, { creating: true });
    const hash = await auth.password.hasher.hash(password);
    const requireVerification = options.requireEmailVerification ?? false;

    const user = await createUserWithPassword(ctx, { name, email, image, extra, hash });
    if (!user) {
      if (requireVerification) return { token: null, user: lookalikeUser(ctx, { name, email, image, extra }) };
      throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    }
    const publicUser = toPublicRecord<User>(auth.schema.user!, user);
    const sendMail = auth.options.emailVerification?.sendOnSignUp ?? requireVerification;
    if (requireVerification || options.autoSignIn === false) {
      if (sendMail) await sendVerificationMail(ctx, { user, callbackURL });
      return { token: null, user: publicUser };
    }
    const issued = await issueSession(ctx, { user, method: 'sign-up', rememberMe }).catch(async (error: unknown) => {
      // No half-made account: when the session cannot be stored (its store is down), the
      // user is taken back, so the same sign-up works once the store is back.
      if (error instanceof AuthError && error.code === 'SECONDARY_STORAGE_UNAVAILABLE') await undoNewUser(auth, user.id);
      throw error;
    });
    if (sendMail) await sendVerificationMail(ctx, { user, callbackURL });
    return { token: issued.kind === 'session' ? issued.token : null, user: publicUser };
  },
});

/** Creates the user, its credential account and its event in one transaction; null when the email is taken. */
async function createUserWithPassword(
  ctx: EndpointContext,
  input: { name: string; email: string; image: string | undefined; extra: Record<string, unknown>; hash: string },
): Promise<UserRow | null> {
  const auth = ctx.auth;
  if (await findUserByEmail(auth, input.email)) return null;
  const now = new Date();
  try {
    return await auth.db.transaction(async (tx) => {
      const user = await tx.create<UserRow>({
        model: 'user',
        data: {
          ...input.extra,
          id: auth.generateId(),
          name: input.name,
          email: input.email,
          emailVerified: false,
          image: input.image ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await tx.create({
        model: 'account',
        data: {
          id: auth.generateId(),
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: input.hash,
          createdAt: now,
          updatedAt: now,
        },
      });
      await emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'email' }, { db: tx });
      return user;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return null;
    throw error;
  }
}

/** What a new account's answer looks like, for a taken address while verification is required. */
function lookalikeUser(
  ctx: EndpointContext,
  input: { name: string; email: string; image: string | undefined; extra: Record<string, unknown> },
): User {
  const now = new Date();
  const row = { ...input.extra, id: ctx.auth.generateId(), name: input.name, email: input.email, emailVerified: false, image: input.image ?? null, createdAt: now, updatedAt: now };
  return toPublicRecord<User>(ctx.auth.schema.user!, row);
}
