// What the email-otp tests share: an instance with the plugin, its outbox, and code requests.
import { expect } from 'vitest';
import type { AuthOptions } from 'latchkey';
import { backgroundTasks, errorOf, hasSession, PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { emailOTP, type EmailOTPOptions, type SendVerificationOTPInput, type EmailOTPType } from '@latchkey/email-otp';

/** A test instance with the plugin; mailed codes land in `sent` once `settle()` ran. */
export function createEmailOTPAuth(
  input: { emailOTP?: Partial<EmailOTPOptions>; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {},
) {
  const sent: SendVerificationOTPInput[] = [];
  const background = backgroundTasks();
  const auth = createTestAuth({
    waitUntil: background.waitUntil,
    ...input.auth,
    plugins: [emailOTP({ sendVerificationOTP: (data) => void sent.push(data), ...input.emailOTP }), ...(input.plugins ?? [])],
  });
  return Object.assign(auth, { sent, settle: background.settle });
}

export type EmailOTPAuth = ReturnType<typeof createEmailOTPAuth>;

/** Asks for a code and answers the one mailed (or undefined when none was). */
export async function requestCode(
  auth: EmailOTPAuth,
  input: { email: string; type: EmailOTPType; jar?: Jar },
): Promise<string | undefined> {
  const before = auth.sent.length;
  const response = await send(auth, input.jar ?? null, '/email-otp/send-verification-otp', { body: { email: input.email, type: input.type } });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  await auth.settle();
  const mailed = auth.sent.slice(before).filter((m) => m.email === input.email && m.type === input.type);
  return mailed.at(-1)?.otp;
}

/** A code that is certainly not `code`. */
export const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000');

/** A stored user row by email. */
export async function userByEmail(auth: EmailOTPAuth, email: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'user', where: [{ field: 'email', value: email }] });
}

/** Marks a user's address verified directly in the database. */
export async function markVerified(auth: EmailOTPAuth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
}

export { cookieJar, errorOf, hasSession, PASSWORD, request, send, signIn, signUp, type Jar };
