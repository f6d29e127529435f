import { describe, expect, it } from 'vitest';
import {
  banGate,
  createAnonymousAuth,
  errorOf,
  PASSWORD,
  request,
  send,
  signInAnonymously,
  signUp,
  userRow,
} from '@latchkey/test-utils/plugin-instances/anonymous';

describe('POST /sign-in/anonymous', () => {
  it('creates a user marked anonymous with a placeholder address on the configured domain, and signs it in', async () => {
    const auth = createAnonymousAuth({ anonymous: { emailDomainName: 'guests.example.com', generateName: () => 'Guest' } });
    const { jar, user } = await signInAnonymously(auth);
    expect(user).toMatchObject({ isAnonymous: true, name: 'Guest', emailVerified: false });
    expect(user.email).toMatch(/^temp-[a-z0-9]+@guests\.example\.com$/);
    const session = (await (await send(auth, jar, '/get-session')).json()) as { user: { id: string } };
    expect(session.user.id).toBe(user.id);
  });

  it('answers { token, user } with the default domain, which never receives mail', async () => {
    const auth = createAnonymousAuth();
    const response = await auth.handler(request('/sign-in/anonymous', { method: 'POST' }));
    const body = (await response.json()) as { token: string; user: { email: string } };
    expect(typeof body.token).toBe('string');
    expect(body.user.email.endsWith('@anonymous.invalid')).toBe(true);
  });

  it('a second anonymous sign-in from the same anonymous session answers 400 and creates nobody', async () => {
    const auth = createAnonymousAuth();
    const { jar } = await signInAnonymously(auth);
    const ctx = await auth.$context;
    const before = await ctx.db.count({ model: 'user' });
    const again = await send(auth, jar, '/sign-in/anonymous', { method: 'POST' });
    expect(await errorOf(again)).toEqual({
      status: 400,
      code: 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY',
      message: 'Anonymous users cannot sign in again anonymously',
    });
    expect(await ctx.db.count({ model: 'user' })).toBe(before);
  });

  it('a refused session (a banned visitor) leaves no user behind', async () => {
    const auth = createAnonymousAuth({ plugins: [banGate(() => true)] });
    const response = await auth.handler(request('/sign-in/anonymous', { method: 'POST' }));
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'BANNED_USER' });
    expect(await (await auth.$context).db.count({ model: 'user' })).toBe(0);
  });

  it('isAnonymous cannot be set from a request, at sign-up or update-user', async () => {
    const auth = createAnonymousAuth();
    const signUpAnswer = await auth.handler(
      request('/sign-up/email', { body: { name: 'A', email: 'a@example.com', password: PASSWORD, isAnonymous: true } }),
    );
    expect(signUpAnswer.status).toBe(400);
    const ada = await signUp(auth, { email: 'ada@example.com' });
    expect((await send(auth, ada.jar, '/update-user', { body: { isAnonymous: true } })).status).toBe(400);
    expect(await userRow(auth, ada.userId)).toMatchObject({ isAnonymous: false });
  });

  it('refuses a bad emailDomainName when the plugin is created', () => {
    expect(() => createAnonymousAuth({ anonymous: { emailDomainName: 'not a domain' } })).toThrow(/emailDomainName/);
  });
});
