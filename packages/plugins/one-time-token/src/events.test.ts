// The one-time-token plugin's events: a token that cannot sign in reports one failed sign-in.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createOneTimeTokenAuth, errorOf, generateToken, signUp, verifyToken } from '@latchkey/test-utils/plugin-instances/one-time-token';

describe('one-time-token events', () => {
  it('a spent token: sign-in.failed once, invalid-credentials, with no user, and the same 400 INVALID_TOKEN', async () => {
    const recorder = eventRecorder();
    const auth = createOneTimeTokenAuth({ auth: { onEvent: recorder.onEvent, waitUntil: recorder.waitUntil } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const token = await generateToken(auth, ada.jar);
    expect((await verifyToken(auth, token)).status).toBe(200);
    await recorder.clear();
    expect(await errorOf(await verifyToken(auth, token))).toEqual({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' });
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.method, e.detail])).toEqual([
      ['sign-in.failed', null, 'one-time-token', { reason: 'invalid-credentials' }],
    ]);
  });
});
