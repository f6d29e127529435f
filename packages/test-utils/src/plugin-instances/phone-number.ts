// What the phone-number tests share: an instance with the plugin whose texts land in `sent`, and users with numbers.
import type { AuthOptions } from 'latchkey';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import { backgroundTasks, errorOf, PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { phoneNumber, type PhoneNumberOptions, type SendOTPInput } from '@latchkey/phone-number';

export const NUMBER = '+14155552671';
export const OTHER_NUMBER = '+442071838750';

/** A test instance with the plugin; texts land in `sent` once `settle()` ran the background tasks. */
export function createPhoneAuth(input: { phoneNumber?: Partial<PhoneNumberOptions>; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}) {
  const sent: SendOTPInput[] = [];
  const background = backgroundTasks();
  const auth = createTestAuth({
    waitUntil: background.waitUntil,
    ...input.auth,
    plugins: [phoneNumber({ sendOTP: (text) => void sent.push(text), ...input.phoneNumber }), ...(input.plugins ?? [])],
  });
  /** The last code texted to a number, after the background sends ran. */
  async function lastCode(to: string): Promise<string> {
    await background.settle();
    const text = sent.filter((candidate) => candidate.phoneNumber === to).at(-1);
    if (!text) throw new Error(`no text to ${to}`);
    return text.code;
  }
  return Object.assign(auth, { sent, settle: background.settle, lastCode });
}

export type PhoneAuth = ReturnType<typeof createPhoneAuth>;

/** Posts to a route without cookies. */
export const post = (auth: PhoneAuth, path: string, body: unknown, jar: Jar | null = null): Promise<Response> => send(auth, jar, path, { body });

/** Asks for a verification code and answers it. */
export async function sendCode(auth: PhoneAuth, number = NUMBER): Promise<string> {
  const response = await post(auth, '/phone-number/send-otp', { phoneNumber: number });
  if (response.status !== 200) throw new Error(`send-otp failed: ${response.status} ${await response.text()}`);
  return auth.lastCode(number);
}

/** Signs a user up by email and gives them a verified number (a code and `updatePhoneNumber`). */
export async function userWithNumber(auth: PhoneAuth, input: { email?: string; number?: string } = {}) {
  const number = input.number ?? NUMBER;
  const { jar, userId } = await signUp(auth, { email: input.email ?? 'ada@example.com' });
  const code = await sendCode(auth, number);
  const response = await post(auth, '/phone-number/verify', { phoneNumber: number, code, updatePhoneNumber: true }, jar);
  if (response.status !== 200) throw new Error(`adding the number failed: ${response.status} ${await response.text()}`);
  return { jar, userId, number };
}

/** A stored user row. */
export async function userRow(auth: PhoneAuth, userId: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] });
}

/** The user (or null) a jar's session is accepted as. */
export async function sessionUserId(auth: PhoneAuth, jar: Jar): Promise<string | null> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  const body = (await response.json()) as { user: { id: string } } | null;
  return body?.user.id ?? null;
}

export { cookieJar, errorOf, PASSWORD, request, send, signUp, type Jar };

const GATE_CODES = defineErrorCodes({ BANNED_USER: { status: 'FORBIDDEN', message: 'You have been banned from this application' } });

/**
 * A plugin standing for bans and second factors, as `issueSession` runs them:
 * a user named "banned" is refused, one named "challenged" gets a challenge.
 */
export const gate = definePlugin({
  id: 'gate',
  errorCodes: GATE_CODES,
  session: {
    beforeCreate(_ctx, { user }) {
      if (user.name === 'banned') throw AuthError.of(GATE_CODES, 'BANNED_USER');
      if (user.name === 'challenged') return { challenge: { data: { twoFactorRedirect: true } } };
      return undefined;
    },
  },
});
