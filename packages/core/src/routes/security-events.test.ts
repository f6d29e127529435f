// The core's security events, each emitted once where its decision is made, on
// every database (this file also runs in the core-postgres and core-mysql projects).
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { AuthEvent } from '../events/auth-event.js';
import { emitSystemEvent } from '../events/emit-event.js';
import { createUserAuth, errorOf, markVerified, PASSWORD, send, signUp } from '@latchkey/test-utils/user-flows';

const SECRETS = [PASSWORD, 'another horse battery', 'third horse battery'];

/** Events never carry a password, token or code: none of the strings the test used appears in them. */
function expectNoSecrets(events: AuthEvent[], secrets: string[]): void {
  const text = JSON.stringify(events);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

function recorded() {
  const recorder = eventRecorder();
  const setup = createUserAuth({ onEvent: recorder.onEvent });
  return { ...setup, recorder, types: async () => (await setup.settle(), recorder.events.map((e) => e.type)) };
}

describe('security events', () => {
  it('sign-up and sign-in: one event each, with the method, IP and user agent; failures look alike', async () => {
    const { auth, recorder, types, settle } = recorded();
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    expect(await types()).toEqual(['user.signed-up', 'sign-in.succeeded']);
    const [signedUp, signedIn] = recorder.events;
    expect(signedUp).toMatchObject({ userId, method: 'email', actor: { type: 'user', id: userId } });
    expect(signedIn).toMatchObject({ userId, method: 'sign-up', sessionId: expect.any(String) });
    await recorder.clear();

    const headers = { 'user-agent': 'EventTest/1.0', 'x-forwarded-for': '203.0.113.7' };
    await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: 'wrong password here' }, headers });
    await send(auth, null, '/sign-in/email', { body: { email: 'nobody@example.com', password: 'wrong password here' }, headers });
    await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD }, headers });
    await settle();
    const [wrong, unknown, ok] = recorder.events;
    expect(recorder.events).toHaveLength(3);
    expect(wrong).toMatchObject({ type: 'sign-in.failed', userId, method: 'email', detail: { reason: 'invalid-credentials' } });
    expect(unknown).toMatchObject({ type: 'sign-in.failed', userId: null, detail: { reason: 'invalid-credentials' } });
    expect(ok).toMatchObject({ type: 'sign-in.succeeded', userId, method: 'email', userAgent: 'EventTest/1.0' });
    expect(ok!.id).toEqual(expect.any(String));
    expect(ok!.time).toBeInstanceOf(Date);
    expectNoSecrets(recorder.events, ['wrong password here', PASSWORD]);
  });

  it('sign-out, and each way a session is revoked, with its cause', async () => {
    const { auth, recorder, types } = recorded();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const other = await signUp(auth, { email: 'bob@example.com' });
    await recorder.clear();
    await send(auth, jar, '/revoke-other-sessions', { method: 'POST' });
    await send(auth, jar, '/revoke-sessions', { method: 'POST' });
    await send(auth, other.jar, '/sign-out', { method: 'POST' });
    expect(await types()).toEqual(['session.revoked', 'session.revoked', 'sign-out']);
    expect(recorder.events.map((e) => [e.userId, e.detail])).toEqual([
      [userId, { cause: 'other-session', scope: 'others' }],
      [userId, { cause: 'user', scope: 'all' }],
      [other.userId, {}],
    ]);
  });

  it('a password change that revokes sessions: the change, the revocation and the new session, once each', async () => {
    const { auth, recorder, types } = recorded();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await recorder.clear();
    const body = { currentPassword: PASSWORD, newPassword: SECRETS[1], revokeOtherSessions: true };
    expect((await send(auth, jar, '/change-password', { body })).status).toBe(200);
    expect(await types()).toEqual(['password.changed', 'session.revoked', 'sign-in.succeeded']);
    expect(recorder.events[1]!.detail).toEqual({ cause: 'password-change', scope: 'all' });
    expect(recorder.events[2]!.method).toBe('change-password');
    expectNoSecrets(recorder.events, SECRETS);
  });

  it('a common password is refused with its event; nothing is changed', async () => {
    const { auth, types } = recorded();
    const response = await send(auth, null, '/sign-up/email', { body: { name: 'A', email: 'a@example.com', password: 'password123' } });
    expect((await errorOf(response)).code).toBe('PASSWORD_TOO_COMMON');
    expect(await types()).toEqual(['password.refused']);
  });

  it('password reset: requested, completed, sessions revoked, and the lock lifted', async () => {
    const resets: { token: string }[] = [];
    const recorder = eventRecorder();
    const auth = createTestAuth({
      onEvent: recorder.onEvent,
      waitUntil: recorder.waitUntil,
      emailAndPassword: { enabled: true, maxFailedAttempts: 2, sendResetPassword: (data) => void resets.push(data) },
    });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    for (let i = 0; i < 3; i++) await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: 'wrong password here' } });
    expect((await recorder.of('account.locked')).map((e) => [e.userId, e.actor.type])).toEqual([[userId, 'system']]);
    await recorder.clear();

    await send(auth, null, '/request-password-reset', { body: { email: 'ada@example.com' } });
    await send(auth, null, '/request-password-reset', { body: { email: 'nobody@example.com' } });
    await recorder.settle();
    const token = resets[0]!.token;
    expect((await send(auth, null, '/reset-password', { body: { token, newPassword: SECRETS[2] } })).status).toBe(200);
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId])).toEqual([
      ['password.reset-requested', userId],
      ['password.reset-completed', userId],
      ['session.revoked', userId],
      ['account.unlocked', userId],
    ]);
    expectNoSecrets(recorder.events, [token, SECRETS[2]!]);
  });

  it('email verification, change of email and account deletion', async () => {
    const { auth, recorder, types, mails, settle } = recorded();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await send(auth, jar, '/send-verification-email', { body: { email: 'ada@example.com' } });
    await settle();
    const link = new URL(mails.verification.at(-1)!.url);
    await send(auth, null, `/verify-email${link.search}`);
    await send(auth, jar, '/change-email', { body: { newEmail: 'ada.new@example.com' } });
    await settle();
    const confirm = new URL(mails.changeEmail.at(-1)!.url);
    await send(auth, null, `/verify-email${confirm.search}`);
    await send(auth, jar, '/delete-user', { body: { password: PASSWORD } });
    const all = await types();
    expect(all.slice(2)).toEqual([
      'email-verification.sent',
      'email-verification.completed',
      'email-change.requested',
      'email-change.completed',
      'email-verification.sent',
      'account.deleted',
    ]);
    expect(new Set(recorder.events.map((e) => e.userId))).toEqual(new Set([userId]));
    expectNoSecrets(recorder.events, [link.searchParams.get('token')!, confirm.searchParams.get('token')!]);
  });

  it('an unverified address changes at once: one completed event', async () => {
    const { auth, recorder, types } = recorded();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await recorder.clear();
    await send(auth, jar, '/change-email', { body: { newEmail: 'ada.new@example.com' } });
    expect(await types()).toEqual(['email-change.completed', 'email-verification.sent']);
  });

  it('a rate limit hit, with the path and the client address, once per window', async () => {
    const recorder = eventRecorder();
    const auth = createTestAuth({
      onEvent: recorder.onEvent,
      advanced: { ipAddress: { trustedHeaders: ['x-forwarded-for'] } },
      rateLimit: { enabled: true, customRules: { '/sign-in/email': { window: 60, max: 1 } } },
    });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const body = { email: 'a@example.com', password: 'wrong password here' };
    await send(auth, null, '/sign-in/email', { body, headers });
    expect((await send(auth, null, '/sign-in/email', { body, headers })).status).toBe(429);
    // Hammering on: still one event until the window resets, so a flood of 429s is no flood of events.
    expect((await send(auth, null, '/sign-in/email', { body, headers })).status).toBe(429);
    expect(await recorder.of('rate-limit.hit')).toMatchObject([{ ip: '203.0.113.9', actor: { type: 'user', id: null }, detail: { path: '/sign-in/email' } }]);
  });

  it('verified user: the sessions of an admin-free app are revoked only by their owner', async () => {
    const { auth, recorder } = recorded();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    await recorder.clear();
    const listed = (await (await send(auth, jar, '/list-sessions')).json()) as { token: string }[];
    await send(auth, jar, '/revoke-session', { body: { token: listed[0]!.token } });
    expect(await recorder.of('session.revoked')).toMatchObject([{ userId, actor: { type: 'user', id: userId }, detail: { cause: 'user', scope: 'one' } }]);
  });
});

describe('event delivery', () => {
  it('an event written in a transaction that rolls back is never delivered; a committed one is, after the commit', async () => {
    const recorder = eventRecorder();
    const auth = createTestAuth({ onEvent: recorder.onEvent });
    const ctx = await auth.$context;
    await expect(
      ctx.db.transaction(async (tx) => {
        await emitSystemEvent(ctx, { type: 'account.unlocked', userId: 'u1' }, { db: tx });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await recorder.of('account.unlocked')).toEqual([]);

    let seenInside = -1;
    await ctx.db.transaction(async (tx) => {
      await emitSystemEvent(ctx, { type: 'account.unlocked', userId: 'u2' }, { db: tx });
      seenInside = recorder.events.length;
    });
    expect(seenInside).toBe(0);
    expect((await recorder.of('account.unlocked')).map((e) => e.userId)).toEqual(['u2']);
  });

  it('a throwing or slow subscriber neither fails nor delays the request; the failure is logged', async () => {
    const logged: string[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const auth = createTestAuth({
      logger: { level: 'error', log: (_level, message) => void logged.push(message) },
      onEvent: async (event) => {
        if (event.type === 'user.signed-up') throw new Error('subscriber down');
        await slow;
      },
    });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect((await send(auth, jar, '/sign-out', { method: 'POST' })).status).toBe(200);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logged.some((message) => message.includes('onEvent failed for user.signed-up'))).toBe(true);
  });

  it('without onEvent, nothing is built or delivered', async () => {
    const auth = createTestAuth({});
    const ctx = await auth.$context;
    let ids = 0;
    const generate = ctx.generateId;
    (ctx as { generateId: () => string }).generateId = () => (ids++, generate());
    await emitSystemEvent(ctx, { type: 'account.unlocked', userId: 'u1' });
    expect(ids).toBe(0);
  });
});
