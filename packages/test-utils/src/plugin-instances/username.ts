// What the username tests share: an instance with the plugin, a sign-up with a
// username, and small plugins that stand at the session-creation step the way
// a ban or a second factor does.
import type { AuthOptions } from 'latchkey';
import { AuthError, defineErrorCodes, definePlugin, type SignInMethod } from 'latchkey/plugins';
import { errorOf, PASSWORD, send, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, fastHasher, request } from '../test-instance.js';
import { username, type UsernameOptions } from '@latchkey/username';

const GATE_CODES = defineErrorCodes({ BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned from this application' } });

/**
 * Refuses the sessions of the emails in `banned` and challenges those in
 * `challenged`, through `session.beforeCreate` as the admin and two-factor
 * plugins do; records each method it saw.
 */
export function sessionGate(input: { banned?: string[]; challenged?: string[]; seen?: SignInMethod[] }) {
  return definePlugin({
    id: 'session-gate',
    errorCodes: GATE_CODES,
    session: {
      beforeCreate: (_ctx, attempt) => {
        input.seen?.push(attempt.method);
        if (input.banned?.includes(attempt.user.email)) throw AuthError.of(GATE_CODES, 'BANNED_USER');
        if (input.challenged?.includes(attempt.user.email)) return { challenge: { data: { twoFactorRedirect: true } } };
      },
    },
  });
}

/** A hasher that counts verifications, dummy ones included. */
export function countingHasher(): { hasher: typeof fastHasher; verifications: () => number } {
  let count = 0;
  const hasher = { ...fastHasher, verify: (input: { hash: string; password: string }) => (count++, fastHasher.verify(input)) };
  return { hasher, verifications: () => count };
}

/** A test instance with the username plugin, on the database the test run selects. */
export function createUsernameAuth(input: { username?: UsernameOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}) {
  return createTestAuth({ ...input.auth, plugins: [username(input.username), ...(input.plugins ?? [])] });
}

export type UsernameAuth = ReturnType<typeof createUsernameAuth>;

/** Signs up with a username; answers the raw response. */
export function signUpWithUsername(
  auth: UsernameAuth,
  input: { email: string; username?: string; displayUsername?: string },
): Promise<Response> {
  const { email, ...names } = input;
  return auth.handler(request('/sign-up/email', { body: { name: 'Someone', email, password: PASSWORD, ...names } }));
}

/** Signs in by username; answers the raw response. */
export function signInUsername(auth: UsernameAuth, input: { username: string; password?: string }): Promise<Response> {
  return auth.handler(request('/sign-in/username', { body: { username: input.username, password: input.password ?? PASSWORD } }));
}

/** The stored user row with a given email. */
export async function userByEmail(auth: UsernameAuth, email: string): Promise<Record<string, unknown> | null> {
  return (await auth.$context).db.findOne({ model: 'user', where: [{ field: 'email', value: email }] });
}

export { cookieJar, errorOf, PASSWORD, request, send, type Jar };
