// What the one-time-token tests share: an instance with the plugin, and a
// plugin standing at the session-creation step the way a ban or a second
// factor does.
import type { AuthOptions } from 'latchkey';
import { AuthError, defineErrorCodes, definePlugin, type SignInMethod } from 'latchkey/plugins';
import { errorOf, send, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { oneTimeToken, type OneTimeTokenOptions } from '@latchkey/one-time-token';

const GATE_CODES = defineErrorCodes({ BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned from this application' } });

/** Refuses the sessions of the emails in `banned` and challenges those in `challenged`; records each method. */
export function sessionGate(input: { banned?: Set<string>; challenged?: Set<string>; seen?: SignInMethod[] }) {
  return definePlugin({
    id: 'session-gate',
    errorCodes: GATE_CODES,
    session: {
      beforeCreate: (_ctx, attempt) => {
        input.seen?.push(attempt.method);
        if (input.banned?.has(attempt.user.email)) throw AuthError.of(GATE_CODES, 'BANNED_USER');
        if (input.challenged?.has(attempt.user.email)) return { challenge: { data: { twoFactorRedirect: true } } };
      },
    },
  });
}

/** A test instance with the one-time-token plugin, on the database the test run selects. */
export function createOneTimeTokenAuth(
  input: { oneTimeToken?: OneTimeTokenOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {},
) {
  // Typed as the plugin every test has: the extra ones only stand at session creation.
  const plugins = [oneTimeToken(input.oneTimeToken), ...(input.plugins ?? [])] as [ReturnType<typeof oneTimeToken>];
  return createTestAuth({ ...input.auth, plugins });
}

export type OneTimeTokenAuth = ReturnType<typeof createOneTimeTokenAuth>;

/** Generates a token from a signed-in jar. */
export async function generateToken(auth: OneTimeTokenAuth, jar: Jar): Promise<string> {
  const response = await send(auth, jar, '/one-time-token/generate');
  if (response.status !== 200) throw new Error(`generate failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Spends a token from a cookieless client (another domain, a native app). */
export function verifyToken(auth: OneTimeTokenAuth, token: string): Promise<Response> {
  return auth.handler(request('/one-time-token/verify', { body: { token } }));
}

export const sessionTokenSet = (response: Response): boolean =>
  response.headers.getSetCookie().some((line) => line.includes('session_token=') && !/max-age=0/i.test(line));

export { cookieJar, errorOf, request, send, signUp, type Jar };
