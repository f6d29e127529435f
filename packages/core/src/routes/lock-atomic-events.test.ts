// The sign-in lock and its events commit together: a failure right after
// `account.locked` or `account.unlocked` is written undoes the count or the
// lifting (this file also runs in the core-postgres and core-mysql projects).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { backgroundTasks } from '@latchkey/test-utils/account-kit';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { PASSWORD, send, signUp } from '@latchkey/test-utils/user-flows';

const NEW_PASSWORD = 'a brand new passphrase';

function setup() {
  const store = failingEventStore();
  const resets: { token: string }[] = [];
  const { waitUntil, settle } = backgroundTasks();
  const auth = createTestAuth({
    plugins: [store.plugin],
    waitUntil,
    emailAndPassword: { enabled: true, maxFailedAttempts: 2, sendResetPassword: (data) => void resets.push(data) },
  });
  const signIn = (password: string) => send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password } });
  const count = async (type: string): Promise<number> => (await store.types(auth)).filter((stored) => stored === type).length;
  return { auth, store, resets, settle, signIn, count };
}

describe('the sign-in lock and its events commit together', () => {
  it('account.locked: a failure after it is written leaves the account unlocked; the next limit locks it once', async () => {
    const { auth, store, signIn, count } = setup();
    await signUp(auth, { email: 'ada@example.com' });
    store.failAfter('account.locked');
    expect((await signIn('wrong password here')).status).toBe(401);
    expect((await signIn('wrong password here')).status).toBe(500);
    expect(await count('account.locked')).toBe(0);
    // The failure that would have locked it was not counted: the right password still signs in.
    expect((await signIn(PASSWORD)).status).toBe(200);
    store.failAfter(null);
    expect((await signIn('wrong password here')).status).toBe(401);
    expect((await signIn('wrong password here')).status).toBe(401);
    expect((await signIn(PASSWORD)).status).toBe(429);
    expect(await count('account.locked')).toBe(1);
  });

  it('account.unlocked: a failure after it is written keeps the lock, the old password and the reset link', async () => {
    const { auth, store, resets, settle, signIn, count } = setup();
    await signUp(auth, { email: 'ada@example.com' });
    for (let i = 0; i < 2; i++) await signIn('wrong password here');
    expect((await signIn(PASSWORD)).status).toBe(429);
    await send(auth, null, '/request-password-reset', { body: { email: 'ada@example.com' } });
    await settle();
    const token = resets[0]!.token;
    store.failAfter('account.unlocked');
    expect((await send(auth, null, '/reset-password', { body: { token, newPassword: NEW_PASSWORD } })).status).toBe(500);
    expect(await count('account.unlocked')).toBe(0);
    expect(await count('password.reset-completed')).toBe(0);
    expect((await signIn(NEW_PASSWORD)).status).toBe(429);
    store.failAfter(null);
    expect((await send(auth, null, '/reset-password', { body: { token, newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect(await count('account.unlocked')).toBe(1);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it('wrong passwords 20 at once with events stored: every one answered 401 or 429, account.locked once', async () => {
    const { auth, signIn, count } = setup();
    await signUp(auth, { email: 'ada@example.com' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('wrong password here')));
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    expect(await count('account.locked')).toBe(1);
    expect((await signIn(PASSWORD)).status).toBe(429);
  });
});
