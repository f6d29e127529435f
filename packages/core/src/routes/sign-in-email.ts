import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { checkPassword } from '../account/check-password.js';
import { findCredentialAccount, findUserByEmail } from '../account/find-user.js';
import { emailInput, passwordInput, redirectInput } from '../account/input-schemas.js';
import { requireEmailPassword } from '../account/require-email-password.js';
import { sendVerificationMail } from '../account/send-verification-mail.js';
import { recordSignInFailure } from '../account/sign-in-throttle.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { issueSession } from '../session/issue-session.js';
import type { User } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z.object({
  email: emailInput(z),
  password: passwordInput(z),
  callbackURL: redirectInput(z).optional(),
  rememberMe: z.boolean().optional(),
});

const invalidCredentials = (): AuthError => AuthError.of(CORE_ERROR_CODES, 'INVALID_EMAIL_OR_PASSWORD');

/**
 * `POST /sign-in/email`. An unknown email, an account without a password and a
 * wrong password answer the same 401 after the same work (one password
 * verification), and all count towards the per-account lock.
 */
export const signInEmail = defineEndpoint({
  ...coreRoutes.signInEmail,
  body: lazySchema(body),
  meta: { accepts: ['json', 'form'], authEntry: true },
  handler: async (ctx): Promise<{ redirect: boolean; token: string; url: string | undefined; user: User }> => {
    const auth = ctx.auth;
    requireEmailPassword(auth);
    const { email, password, callbackURL, rememberMe } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, auth.origins, 'callbackURL');
    const user = await findUserByEmail(auth, email);
    const account = user ? await findCredentialAccount(auth, user.id) : null;
    const check = await checkPassword(auth, { account, email, password });
    // An unknown email and an account without a password fail like a wrong password.
    if (check === 'no-password') await recordSignInFailure(auth, email);
    if (check !== 'ok' || !user || !account?.password) {
      await emitEvent(ctx, { type: 'sign-in.failed', userId: user?.id ?? null, method: 'email', detail: { reason: 'invalid-credentials' } });
      throw invalidCredentials();
    }
    if (auth.options.emailAndPassword?.requireEmailVerification && !user.emailVerified) {
      await sendVerificationMail(ctx, { user, callbackURL });
      await emitEvent(ctx, { type: 'sign-in.failed', userId: user.id, method: 'email', detail: { reason: 'email-not-verified' } });
      throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_NOT_VERIFIED');
    }
    if (auth.password.hasher.needsRehash?.(account.password)) {
      const { hasher } = auth.password;
      ctx.auth.runInBackground(async () => {
        const hash = await hasher.hash(password);
        await auth.db.update({ model: 'account', where: [{ field: 'id', value: account.id }], update: { password: hash, updatedAt: new Date() } });
      });
    }
    const issued = await issueSession(ctx, { user, method: 'email', rememberMe });
    // A plugin (two-factor) may answer with a challenge in place of the session.
    if (issued.kind === 'challenge') return issued.challenge.data as never;
    return { redirect: callbackURL !== undefined, token: issued.token, url: callbackURL, user: issued.user };
  },
});
