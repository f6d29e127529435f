// A user made by a phone code (`signUpOnVerification`) commits with its
// `user.signed-up`: a failure right after the event is written leaves no user
// (this file also runs on Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { cookieJar, createPhoneAuth, NUMBER, send, sendCode, sessionUserId } from '@latchkey/test-utils/plugin-instances/phone-number';

describe('a phone-number sign-up and its event commit together', () => {
  it('a failure after user.signed-up is written leaves no user and no session; the next code signs up', async () => {
    const store = failingEventStore();
    const auth = createPhoneAuth({
      phoneNumber: { signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` } },
      plugins: [store.plugin],
    });
    const users = async (): Promise<number> => (await auth.$context).db.count({ model: 'user' });
    const verify = async (jar: ReturnType<typeof cookieJar>): Promise<Response> =>
      send(auth, jar, '/phone-number/verify', { body: { phoneNumber: NUMBER, code: await sendCode(auth) } });
    store.failAfter('user.signed-up');
    const jar = cookieJar();
    expect((await verify(jar)).status).toBe(500);
    expect(await users()).toBe(0);
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect(await store.types(auth)).not.toContain('user.signed-up');
    store.failAfter(null);
    expect((await verify(jar)).status).toBe(200);
    expect(await users()).toBe(1);
    expect((await store.types(auth)).filter((type) => type === 'user.signed-up' || type === 'sign-in.succeeded')).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });
});
