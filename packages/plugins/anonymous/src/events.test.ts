// The anonymous plugin's sign-in: a new user signed up and signed in, once each, with the anonymous method.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createAnonymousAuth, signInAnonymously } from '@latchkey/test-utils/plugin-instances/anonymous';

describe('anonymous events', () => {
  it('user.signed-up and sign-in.succeeded, both with the anonymous method', async () => {
    const recorder = eventRecorder();
    const auth = createAnonymousAuth({ auth: { onEvent: recorder.onEvent } });
    const { user } = await signInAnonymously(auth);
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.method])).toEqual([
      ['user.signed-up', user.id, 'anonymous'],
      ['sign-in.succeeded', user.id, 'anonymous'],
    ]);
  });
});
