// The magic-link plugin's events: a link that cannot sign in reports one failed sign-in.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createMagicLinkAuth, errorOf, requestLink, useLink } from '@latchkey/test-utils/plugin-instances/magic-link';

describe('magic-link events', () => {
  it('a used link: sign-in.failed once, invalid-credentials, with no user, and the same 400 INVALID_TOKEN', async () => {
    const recorder = eventRecorder();
    const auth = createMagicLinkAuth({ auth: { onEvent: recorder.onEvent } });
    const link = (await requestLink(auth, { email: 'ada@example.com' }))!;
    expect((await useLink(auth, link)).status).toBe(200);
    await recorder.clear();
    expect(await errorOf(await useLink(auth, link))).toEqual({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' });
    await auth.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.method, e.detail])).toEqual([
      ['sign-in.failed', null, 'magic-link', { reason: 'invalid-credentials' }],
    ]);
  });
});
