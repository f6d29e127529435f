// The passkey plugin's events: added, renamed, removed, and a passkey sign-in's method.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createPasskeyAuth, send, signInWithPasskey, userWithPasskey } from '@latchkey/test-utils/plugin-instances/passkey';

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
});
