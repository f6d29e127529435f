// A change made by one statement and its event commit together: a failure right
// after the event is written rolls the change back, and no event is left
// (this file also runs in the core-postgres and core-mysql projects).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { hasSession, signIn } from '@latchkey/test-utils/account-kit';
import { createUserAuth, PASSWORD, send, signUp } from '@latchkey/test-utils/user-flows';

function setup() {
  const store = failingEventStore();
  const { auth, mails, settle } = createUserAuth({ plugins: [store.plugin] });
  return { auth, mails, settle, store, types: () => store.types(auth) };
}

describe('a change and its event commit together', () => {
  it('sign-out: a failure after the event is written keeps the session and leaves no event', async () => {
    const { auth, store, types } = setup();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    store.failAfter('sign-out');
    expect((await send(auth, jar, '/sign-out', { method: 'POST' })).status).toBe(500);
    expect(await hasSession(auth, jar)).toBe(true);
    expect(await types()).toEqual(['user.signed-up', 'sign-in.succeeded']);
    store.failAfter(null);
    expect((await send(auth, jar, '/sign-out', { method: 'POST' })).status).toBe(200);
    expect(await types()).toEqual(['user.signed-up', 'sign-in.succeeded', 'sign-out']);
  });

  it('revoking one session, the others and all of them: each rolls back with its event', async () => {
    const { auth, store, types } = setup();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const laptop = await signIn(auth, { email: 'ada@example.com' });
    const phone = await signIn(auth, { email: 'ada@example.com' });
    const sessions = (await (await send(auth, jar, '/list-sessions')).json()) as { token: string }[];
    expect(sessions).toHaveLength(3);
    const before = await types();
    store.failAfter('session.revoked');
    expect((await send(auth, jar, '/revoke-session', { body: { token: sessions[1]!.token } })).status).toBe(500);
    expect((await send(auth, jar, '/revoke-other-sessions', { method: 'POST' })).status).toBe(500);
    expect((await send(auth, jar, '/revoke-sessions', { method: 'POST' })).status).toBe(500);
    for (const device of [jar, laptop, phone]) expect(await hasSession(auth, device)).toBe(true);
    expect(await types()).toEqual(before);
    store.failAfter(null);
    expect((await send(auth, jar, '/revoke-other-sessions', { method: 'POST' })).status).toBe(200);
    expect(await hasSession(auth, laptop)).toBe(false);
    expect(await hasSession(auth, phone)).toBe(false);
    expect(await hasSession(auth, jar)).toBe(true);
    expect(await types()).toEqual([...before, 'session.revoked']);
  });

  it('account deletion: a failure after its event keeps the account', async () => {
    const { auth, store, types } = setup();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    store.failAfter('account.deleted');
    expect((await send(auth, jar, '/delete-user', { body: { password: PASSWORD } })).status).toBe(500);
    expect(await hasSession(auth, jar)).toBe(true);
    await signIn(auth, { email: 'ada@example.com' });
    expect(await types()).not.toContain('account.deleted');
    store.failAfter(null);
    expect((await send(auth, jar, '/delete-user', { body: { password: PASSWORD } })).status).toBe(200);
    expect((await types()).filter((type) => type === 'account.deleted')).toHaveLength(1);
  });

  it('email verification: a failure after its event leaves the address unverified, and the link spent', async () => {
    const { auth, mails, settle, store, types } = setup();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    store.failAfter('email-verification.completed');
    await send(auth, jar, '/send-verification-email', { body: { email: 'ada@example.com' } });
    await settle();
    const link = new URL(mails.verification.at(-1)!.url);
    expect((await send(auth, null, `/verify-email${link.search}`)).status).toBe(500);
    const session = (await (await send(auth, jar, '/get-session')).json()) as { user: { emailVerified: boolean } };
    expect(session.user.emailVerified).toBe(false);
    expect(await types()).not.toContain('email-verification.completed');
  });

  it('sign-up and sign-in: a failure after the event is written leaves no account, or no session', async () => {
    const { auth, store, types } = setup();
    store.failAfter('user.signed-up');
    const body = { name: 'Ada', email: 'ada@example.com', password: PASSWORD };
    expect((await send(auth, null, '/sign-up/email', { body })).status).toBe(500);
    expect((await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } })).status).toBe(401);
    store.failAfter(null);
    await signUp(auth, { email: 'ada@example.com' });
    const ctx = await auth.$context;
    const sessions = () => ctx.db.count({ model: 'session' });
    const before = await sessions();
    store.failAfter('sign-in.succeeded');
    const refused = await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect(refused.status).toBe(500);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await sessions()).toBe(before);
    // The refused sign-in of the account that was never made, then the sign-up that was.
    expect(await types()).toEqual(['sign-in.failed', 'user.signed-up', 'sign-in.succeeded']);
  });
});
