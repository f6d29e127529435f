// The username plugin's sign-in: a wrong password and an unknown name fail alike; a right one signs in with the username method.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createUsernameAuth, signInUsername, signUpWithUsername, userByEmail } from '@latchkey/test-utils/plugin-instances/username';

describe('username events', () => {
  it('sign-in.failed with one reason for a wrong password and an unknown name; sign-in.succeeded with the method', async () => {
    const recorder = eventRecorder();
    const auth = createUsernameAuth({ auth: { onEvent: recorder.onEvent } });
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const userId = (await userByEmail(auth, 'ada@example.com'))!.id as string;
    await recorder.clear();
    await signInUsername(auth, { username: 'ada', password: 'wrong password here' });
    await signInUsername(auth, { username: 'nobody', password: 'wrong password here' });
    await signInUsername(auth, { username: 'ada' });
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.method, e.detail])).toEqual([
      ['sign-in.failed', userId, 'username', { reason: 'invalid-credentials' }],
      ['sign-in.failed', null, 'username', { reason: 'invalid-credentials' }],
      ['sign-in.succeeded', userId, 'username', {}],
    ]);
  });
});
