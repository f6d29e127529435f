import { createTestAuth, cookieJar, request } from '@latchkey/test-utils/test-instance';
import type { AuthOptions } from '../options/auth-options.js';
import type { MailData } from '../options/account-options.js';
import type { Auth } from '../types.js';
import { definePlugin } from '../plugin/define-plugin.js';
import { changePassword } from './change-password.js';
import { coreEndpoints } from './core-endpoints.js';
import { forgetPassword } from './forget-password.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPasswordCallback } from './reset-password-callback.js';
import { resetPassword } from './reset-password.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { setPassword } from './set-password.js';
import { verifyEmail } from './verify-email.js';
import { verifyPassword } from './verify-password.js';

const accountEndpoints = {
  sendVerificationEmail,
  verifyEmail,
  requestPasswordReset,
  forgetPassword,
  resetPasswordCallback,
  resetPassword,
  changePassword,
  setPassword,
  verifyPassword,
};

// Served through the public plugin API until the core registry lists them;
// any name the core already serves is left to the core.
const accountRoutes = definePlugin({
  id: 'account-routes-under-test',
  endpoints: Object.fromEntries(
    Object.entries(accountEndpoints).filter(([name]) => !(name in coreEndpoints)),
  ) as typeof accountEndpoints,
});

export const PASSWORD = 'correct horse battery';

export type AccountAuth = Auth<AuthOptions & { plugins: readonly [typeof accountRoutes] }>;

export interface AccountAuthSetup {
  auth: AccountAuth;
  /** Every mail handed to the senders, in order. */
  mails: { verification: MailData[]; reset: MailData[] };
  /** Waits until every background task, including ones started by others, has settled. */
  settle(): Promise<void>;
}

/**
 * A test instance serving the account routes, recording every mail, and able to
 * wait for all background work (mail lookups and sends) to finish.
 */
export function createAccountAuth(options: Omit<AuthOptions, 'plugins' | 'waitUntil'> = {}): AccountAuthSetup {
  const mails = { verification: [] as MailData[], reset: [] as MailData[] };
  const pending: Promise<unknown>[] = [];
  const auth = createTestAuth({
    ...options,
    plugins: [accountRoutes],
    waitUntil: (task) => pending.push(task),
    emailAndPassword: { sendResetPassword: (data) => void mails.reset.push(data), ...options.emailAndPassword },
    emailVerification: {
      sendVerificationEmail: (data) => void mails.verification.push(data),
      ...options.emailVerification,
    },
  });
  const settle = async (): Promise<void> => {
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
  };
  return { auth, mails, settle };
}

type TestAuth = AccountAuth;

/** Signs a user up (signed in) and answers its cookie jar and id. */
export async function signUp(
  auth: TestAuth,
  input: { email: string; password?: string; name?: string },
): Promise<{ jar: ReturnType<typeof cookieJar>; userId: string }> {
  const jar = cookieJar();
  const body = { name: input.name ?? 'Test User', email: input.email, password: input.password ?? PASSWORD };
  const response = await auth.handler(request('/sign-up/email', { body }));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  const { user } = (await response.json()) as { user: { id: string } };
  return { jar, userId: user.id };
}

/** Signs in once more, in a new jar: another device. */
export async function signIn(auth: TestAuth, input: { email: string; password?: string }): Promise<ReturnType<typeof cookieJar>> {
  const jar = cookieJar();
  const response = await auth.handler(request('/sign-in/email', { body: { email: input.email, password: input.password ?? PASSWORD } }));
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  return jar;
}

/** Whether the jar's session is still accepted. */
export async function hasSession(auth: TestAuth, jar: { header(): string }): Promise<boolean> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  return (await response.json()) !== null;
}

/** Reads an error answer: status and body. */
export async function errorOf(response: Response): Promise<{ status: number; code: unknown; message: unknown }> {
  const body = (await response.json()) as { code?: unknown; message?: unknown };
  return { status: response.status, code: body.code, message: body.message };
}

export { cookieJar, request };
