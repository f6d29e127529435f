import {
  AuthError,
  CORE_ERROR_CODES,
  assertSafeRedirect,
  checkPassword,
  defineEndpoint,
  findCredentialAccount,
  issueSession,
  passwordInput,
  recordSignInFailure,
  redirectInput,
  sendVerificationMail,
  type User,
  lazySchema,
  type Zod,
  emitEvent,
} from 'latchkey/plugins';
import { USERNAME_ERROR_CODES } from '../error-codes.js';
import { findUserByUsername } from '../find-user-by-username.js';
import { normalizeUsername, usernameProblem } from '../username-rules.js';
import { usernameRoutes } from '../routes.js';

const body = (z: Zod) => z.object({
  username: z.string().min(1).max(255),
  password: passwordInput(z),
  rememberMe: z.boolean().optional(),
  callbackURL: redirectInput(z).optional(),
});

const invalidCredentials = (): AuthError => AuthError.of(USERNAME_ERROR_CODES, 'INVALID_USERNAME_OR_PASSWORD');

/**
 * `POST /sign-in/username`. A name that breaks the username rules answers 422
 * with the rule's code (`USERNAME_TOO_SHORT`, `USERNAME_TOO_LONG`,
 * `INVALID_USERNAME`). For a well-formed name, an unknown username, an account without a password
 * and a wrong password answer the same 401 after the same work: one password
 * verification (a dummy one without an account) and one failure counted
 * towards the lock, which for a known user is the same lock as their email
 * sign-in's and for an unknown name is kept under the name, so the lock tells
 * nothing either. The session comes from `issueSession` (bans, second factor).
 */
export const signInUsername = defineEndpoint({
  ...usernameRoutes.signInUsername,
  body: lazySchema(body),
  meta: { accepts: ['json', 'form'], authEntry: true },
  handler: async (ctx): Promise<{ redirect: boolean; token: string; url: string | undefined; user: User }> => {
    const auth = ctx.auth;
    // Usernames sign in to password accounts: off with them, as /sign-in/email is.
    if (!auth.options.emailAndPassword?.enabled) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_PASSWORD_DISABLED');
    const { password, callbackURL, rememberMe } = ctx.body;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, auth.origins, 'callbackURL');
    const username = normalizeUsername(ctx.body.username);
    // The rules for a name are public, so saying a name breaks them reveals no account;
    // clients of this route expect the rule's code here, with 422.
    const problem = await usernameProblem(auth, username);
    if (problem) throw new AuthError('UNPROCESSABLE_CONTENT', problem, { message: USERNAME_ERROR_CODES[problem].message });
    const user = await findUserByUsername(auth, username);
    // The account query runs either way (an empty id matches nothing), so the unknown name costs the same queries too.
    const account = await findCredentialAccount(auth, user?.id ?? '');
    const lockKey = user ? user.email : `username:${username}`;
    const check = await checkPassword(auth, { account, email: lockKey, password });
    if (check === 'no-password') await recordSignInFailure(auth, lockKey);
    if (check !== 'ok' || !user) {
      await emitEvent(ctx, { type: 'sign-in.failed', userId: user?.id ?? null, method: 'username', detail: { reason: 'invalid-credentials' } });
      throw invalidCredentials();
    }
    if (auth.options.emailAndPassword?.requireEmailVerification && !user.emailVerified) {
      await sendVerificationMail(ctx, { user, callbackURL });
      throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_NOT_VERIFIED');
    }
    const issued = await issueSession(ctx, { user, method: 'username', rememberMe });
    // A plugin (two-factor) may answer with a challenge in place of the session.
    if (issued.kind === 'challenge') return issued.challenge.data as never;
    return { redirect: callbackURL !== undefined, token: issued.token, url: callbackURL, user: issued.user };
  },
});
