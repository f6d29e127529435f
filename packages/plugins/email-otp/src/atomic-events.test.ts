// A user made by a sign-in code commits with its `user.signed-up`: a failure
// right after the event is written leaves no user (this file also runs on
// Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { createEmailOTPAuth, hasSession, requestCode, send, userByEmail, cookieJar } from '@latchkey/test-utils/plugin-instances/email-otp';

describe('an email-code sign-up and its event commit together', () => {
  it('a failure after user.signed-up is written leaves no user and no session; the next code signs up', async () => {
    const store = failingEventStore();
    const auth = createEmailOTPAuth({ plugins: [store.plugin] });
    const signInWithCode = async (): Promise<{ response: Response; jar: ReturnType<typeof cookieJar> }> => {
      const otp = (await requestCode(auth, { email: 'new@example.com', type: 'sign-in' }))!;
      const jar = cookieJar();
      return { response: await send(auth, jar, '/sign-in/email-otp', { body: { email: 'new@example.com', otp } }), jar };
    };
    store.failAfter('user.signed-up');
    const failed = await signInWithCode();
    expect(failed.response.status).toBe(500);
    expect(await userByEmail(auth, 'new@example.com')).toBeNull();
    expect(await hasSession(auth, failed.jar)).toBe(false);
    expect(await store.types(auth)).not.toContain('user.signed-up');
    store.failAfter(null);
    const signedUp = await signInWithCode();
    expect(signedUp.response.status).toBe(200);
    expect(await userByEmail(auth, 'new@example.com')).toMatchObject({ emailVerified: true });
    expect((await store.types(auth)).filter((type) => type === 'user.signed-up' || type === 'sign-in.succeeded')).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });
});
