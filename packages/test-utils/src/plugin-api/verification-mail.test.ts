// A plugin replacing the core's verification link mail, through latchkey/plugins alone.
import { describe, expect, it } from 'vitest';
import { definePlugin, type VerificationMailInput } from 'latchkey/plugins';
import { backgroundTasks, send, signUp } from '../account-kit.js';
import { createTestAuth, request } from '../test-instance.js';

function sender(seen: Omit<VerificationMailInput, 'user'>[], id = 'codes') {
  return definePlugin({
    id,
    sendVerificationEmail: (_ctx, input) => void seen.push({ email: input.email, callbackURL: input.callbackURL }),
  });
}

describe('a plugin that replaces the verification mail', () => {
  it('sends instead of the app at sign-up and on /send-verification-email, and no link token is stored', async () => {
    const seen: Omit<VerificationMailInput, 'user'>[] = [];
    const links: string[] = [];
    const tasks = backgroundTasks();
    const auth = createTestAuth({
      plugins: [sender(seen)],
      waitUntil: tasks.waitUntil,
      emailVerification: { sendOnSignUp: true, sendVerificationEmail: ({ url }) => void links.push(url) },
    });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await tasks.settle();
    expect(seen).toEqual([{ email: 'ada@example.com', callbackURL: undefined }]);
    const again = await send(auth, jar, '/send-verification-email', { body: { email: 'ada@example.com', callbackURL: '/welcome' } });
    expect(again.status).toBe(200);
    await tasks.settle();
    expect(seen.at(-1)).toEqual({ email: 'ada@example.com', callbackURL: '/welcome' });
    expect(links).toEqual([]);
    expect(await (await auth.$context).db.count({ model: 'verification' })).toBe(0);
  });

  it('enables /send-verification-email without an app sender', async () => {
    const seen: Omit<VerificationMailInput, 'user'>[] = [];
    const tasks = backgroundTasks();
    const auth = createTestAuth({ plugins: [sender(seen)], waitUntil: tasks.waitUntil });
    await signUp(auth, { email: 'ada@example.com' });
    const response = await auth.handler(request('/send-verification-email', { body: { email: 'ada@example.com' } }));
    expect(await response.json()).toEqual({ status: true });
    await tasks.settle();
    expect(seen).toEqual([{ email: 'ada@example.com', callbackURL: undefined }]);
  });

  it('refuses two plugins that both replace it', async () => {
    expect(() => createTestAuth({ plugins: [sender([], 'one'), sender([], 'two')] })).toThrow(/"one" and "two" both replace the verification mail/);
  });
});
