// What the two-factor tests share: an instance with the plugin, enrolled users, and TOTP codes computed from the secret.
import { vi } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { AuthOptions } from 'latchkey';
import { backgroundTasks, errorOf, PASSWORD, send, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { twoFactor, type TwoFactorOptions } from '@latchkey/two-factor';

/** A test instance with the plugin; one-time codes land in `sent`. */
export function createTwoFactorAuth(input: { twoFactor?: TwoFactorOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}) {
  const sent: { email: string; otp: string }[] = [];
  const background = backgroundTasks();
  const auth = createTestAuth({
    waitUntil: background.waitUntil,
    ...input.auth,
    plugins: [twoFactor({ sendOTP: ({ user, otp }) => void sent.push({ email: user.email, otp }), ...input.twoFactor }), ...(input.plugins ?? [])],
  });
  return Object.assign(auth, { sent, settle: background.settle });
}

export type TwoFactorAuth = ReturnType<typeof createTwoFactorAuth>;

/** The TOTP key inside an `otpauth://` URI. */
export function keyOf(totpURI: string): Uint8Array {
  return decodeBase32IgnorePadding(new URL(totpURI).searchParams.get('secret')!);
}

/** The code of the current 30-second step, or of a step `offset` away. */
export function totpCode(key: Uint8Array, offset = 0): string {
  return generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
}

/** Signs a user up and enrols them (enable, then a first code): two-factor is on. */
export async function enrolledUser(auth: TwoFactorAuth, email = 'ada@example.com') {
  const { jar, userId } = await signUp(auth, { email });
  const enabled = await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } });
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const key = keyOf(totpURI);
  // The confirming code uses the previous step, so the tests' own codes (current step) stay fresh.
  const confirmed = await send(auth, jar, '/two-factor/verify-totp', { body: { code: totpCode(key, -1) } });
  if (confirmed.status !== 200) throw new Error(`enrolment failed: ${confirmed.status} ${await confirmed.text()}`);
  return { jar, userId, email, key, backupCodes };
}

/** A password sign-in in a new jar; answers the jar (holding the challenge cookie) and the answer. */
export async function signInChallenged(auth: TwoFactorAuth, input: { email: string; jar?: Jar; rememberMe?: boolean }) {
  const jar = input.jar ?? cookieJar();
  const body = { email: input.email, password: PASSWORD, ...(input.rememberMe === undefined ? {} : { rememberMe: input.rememberMe }) };
  const response = await send(auth, jar, '/sign-in/email', { body });
  return { jar, response, body: (await response.json()) as Record<string, unknown> };
}

/** The user (or null) a jar's session is accepted as. */
export async function sessionUserId(auth: TwoFactorAuth, jar: Jar): Promise<string | null> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  const body = (await response.json()) as { user: { id: string } } | null;
  return body?.user.id ?? null;
}

/** A stored user row. */
export async function userRow(auth: TwoFactorAuth, userId: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] });
}

/** The per-account lock on failed codes: what the losers of a burst past its limit get. */
export const FAILED_CODES_LOCK = { status: 429, code: 'TOO_MANY_FAILED_CODES' };

/** How many sessions the user has: a spend that signs in adds exactly one. */
export async function countSessions(auth: TwoFactorAuth, userId: string): Promise<number> {
  return (await auth.$context).db.count({ model: 'session', where: [{ field: 'userId', value: userId }] });
}

export { cookieJar, errorOf, PASSWORD, request, send, signUp, type Jar };

/**
 * Freezes the clock in the middle of a 30-second step, so a code computed by
 * the test is still current when the server checks it.
 */
export function freezeMidStep(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
}
