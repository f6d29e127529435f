// The passkey plugin's events: added, renamed, removed, and a passkey sign-in's method.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createPasskeyAuth, errorOf, newAuthenticator, registerPasskey, send, signInWithPasskey, signUp, userWithPasskey } from '@latchkey/test-utils/plugin-instances/passkey';

describe('passkey events', () => {
  it('added, signed in with, renamed and removed: once each', async () => {
    const recorder = eventRecorder();
    const auth = createPasskeyAuth({ auth: { onEvent: recorder.onEvent } });
    const { jar, userId, authenticator, key } = await userWithPasskey(auth);
    await signInWithPasskey(auth, authenticator);
    await send(auth, jar, '/passkey/update-passkey', { body: { id: key.id, name: 'Work laptop' } });
    await send(auth, jar, '/passkey/delete-passkey', { body: { id: key.id } });
    await recorder.settle();
    const events = recorder.events.filter((e) => e.type !== 'user.signed-up');
    expect(events.map((e) => [e.type, e.userId, e.method ?? e.detail])).toEqual([
      ['sign-in.succeeded', userId, 'sign-up'],
      ['passkey.added', userId, { passkeyId: key.id }],
      ['sign-in.succeeded', userId, 'passkey'],
      ['passkey.renamed', userId, { passkeyId: key.id }],
      ['passkey.removed', userId, { passkeyId: key.id }],
    ]);
  });

  it('an unknown credential: sign-in.failed once, invalid-credentials, with no user, and the same 401 AUTHENTICATION_FAILED', async () => {
    const recorder = eventRecorder();
    const auth = createPasskeyAuth({ auth: { onEvent: recorder.onEvent } });
    const stranger = newAuthenticator();
    const eve = await signUp(auth, { email: 'eve@example.com' });
    await registerPasskey(auth, eve.jar, stranger);
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: eve.userId }] });
    await recorder.clear();
    const { response } = await signInWithPasskey(auth, stranger);
    expect(await errorOf(response)).toEqual({ status: 401, code: 'AUTHENTICATION_FAILED', message: expect.any(String) });
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.method, e.detail])).toEqual([
      ['sign-in.failed', null, 'passkey', { reason: 'invalid-credentials' }],
    ]);
  });
});
