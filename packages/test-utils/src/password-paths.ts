// Tries one new password on every core path that sets a password, so a password
// rule (the common-password list, a plugin's passwordPolicy) is tested on all of
// them, not only on the sign-up it was written for.
import type { AuthOptions } from 'latchkey';
import { backgroundTasks, PASSWORD, signUp } from './account-kit.js';
import { createTestAuth, request } from './test-instance.js';

export type PasswordPath = 'sign-up' | 'reset-password' | 'change-password' | 'set-password';

export const PASSWORD_PATHS: readonly PasswordPath[] = ['sign-up', 'reset-password', 'change-password', 'set-password'];

/** How a path answered: its status and, for an error, its code. */
export interface PasswordPathOutcome {
  status: number;
  code: string | null;
}

/**
 * Sets `password` through one path on a fresh test instance built with
 * `options`: signs up, resets with a mailed token, changes while signed in, or
 * sets it for a user whose only account is a social one (`auth.api.setPassword`).
 * Every step before the one under test uses `PASSWORD`.
 *
 * @example
 * expect(await tryNewPassword('reset-password', { options, password: 'password' })).toEqual({ status: 400, code: 'PASSWORD_TOO_COMMON' });
 */
export async function tryNewPassword(path: PasswordPath, input: { options: AuthOptions; password: string }): Promise<PasswordPathOutcome> {
  const resetTokens: string[] = [];
  const { waitUntil, settle } = backgroundTasks();
  const auth = createTestAuth({
    ...input.options,
    waitUntil,
    emailAndPassword: { ...input.options.emailAndPassword, sendResetPassword: (data) => void resetTokens.push(data.token) },
  });
  const email = 'alice@example.com';
  if (path === 'sign-up') {
    return outcomeOf(await auth.handler(request('/sign-up/email', { body: { name: 'Alice', email, password: input.password } })));
  }
  const { jar, userId } = await signUp(auth, { email });
  if (path === 'reset-password') {
    await auth.handler(request('/request-password-reset', { body: { email } }));
    await settle();
    const token = resetTokens[0];
    return outcomeOf(await auth.handler(request('/reset-password', { body: { token, newPassword: input.password } })));
  }
  if (path === 'change-password') {
    const body = { currentPassword: PASSWORD, newPassword: input.password };
    return outcomeOf(await auth.handler(request('/change-password', { body, cookie: jar.header() })));
  }
  const ctx = await auth.$context;
  await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
  const now = new Date();
  await ctx.db.create({
    model: 'account',
    data: { id: 'acc-social', userId, providerId: 'github', accountId: 'gh-1', createdAt: now, updatedAt: now },
  });
  const answer = await auth.api.setPassword({ body: { newPassword: input.password }, headers: { cookie: jar.header() }, asResponse: true });
  return outcomeOf(answer as unknown as Response);
}

async function outcomeOf(response: Response): Promise<PasswordPathOutcome> {
  if (response.ok) return { status: response.status, code: null };
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code ?? null };
}
