// The password-policy extension point, through latchkey/plugins alone: one rule
// holds on every path that sets a password.
import { describe, expect, it } from 'vitest';
import { AuthError, defineErrorCodes, definePlugin, type NewPasswordInput } from 'latchkey/plugins';
import { PASSWORD, backgroundTasks, errorOf, send, signUp } from '../account-kit.js';
import { createTestAuth, request } from '../test-instance.js';

const CODES = defineErrorCodes({ PASSWORD_BANNED: { status: 'BAD_REQUEST', message: 'Choose another password' } });
const BANNED = 'banned password 1';

function policy(seen: NewPasswordInput[]) {
  return definePlugin({
    id: 'policy',
    errorCodes: CODES,
    passwordPolicy: (_ctx, input) => {
      seen.push(input);
      if (input.password === BANNED) throw AuthError.of(CODES, 'PASSWORD_BANNED');
    },
  });
}

describe('the password policy', () => {
  it('refuses a password on sign-up, change, reset and set, and writes nothing', async () => {
    const seen: NewPasswordInput[] = [];
    const resets: string[] = [];
    const tasks = backgroundTasks();
    const auth = createTestAuth({
      plugins: [policy(seen)],
      waitUntil: tasks.waitUntil,
      emailAndPassword: { enabled: true, sendResetPassword: ({ token }) => void resets.push(token) },
    });
    const signUpAttempt = await auth.handler(request('/sign-up/email', { body: { name: 'A', email: 'a@example.com', password: BANNED } }));
    expect(await errorOf(signUpAttempt)).toMatchObject({ status: 400, code: 'PASSWORD_BANNED' });
    expect(await (await auth.$context).db.count({ model: 'user' })).toBe(0);

    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const change = await send(auth, jar, '/change-password', { body: { currentPassword: PASSWORD, newPassword: BANNED } });
    expect(await errorOf(change)).toMatchObject({ status: 400, code: 'PASSWORD_BANNED' });

    await auth.handler(request('/request-password-reset', { body: { email: 'ada@example.com' } }));
    await tasks.settle();
    const reset = await auth.handler(request('/reset-password', { body: { token: resets[0], newPassword: BANNED } }));
    expect(await errorOf(reset)).toMatchObject({ status: 400, code: 'PASSWORD_BANNED' });
    // The refused attempt did not spend the token.
    const resetOk = await auth.handler(request('/reset-password', { body: { token: resets[0], newPassword: 'a fine new password' } }));
    expect(resetOk.status).toBe(200);

    expect(seen.find((input) => input.user?.id === userId)?.user?.email).toBe('ada@example.com');
  });

  it('runs after the length bounds, so it never sees an over-long password', async () => {
    const seen: NewPasswordInput[] = [];
    const auth = createTestAuth({ plugins: [policy(seen)] });
    const response = await auth.handler(request('/sign-up/email', { body: { name: 'A', email: 'a@example.com', password: 'x'.repeat(200) } }));
    expect(await errorOf(response)).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
    expect(seen).toEqual([]);
  });

  it('holds for set-password through auth.api', async () => {
    const auth = createTestAuth({ plugins: [policy([])] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'account', where: [] });
    await expect(auth.api.setPassword({ body: { newPassword: BANNED }, headers: { cookie: jar.header() } })).rejects.toMatchObject({
      code: 'PASSWORD_BANNED',
    });
  });
});
