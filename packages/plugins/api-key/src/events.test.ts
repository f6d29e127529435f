// The API-key plugin's events: created, revoked and expired, never with the key.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createApiKeyAuth, createKey, expire, send, signUp } from '@latchkey/test-utils/plugin-instances/api-key';

describe('api-key events', () => {
  it('created, revoked, and expired when cleanup removes it', async () => {
    const recorder = eventRecorder();
    const auth = createApiKeyAuth({ auth: { onEvent: recorder.onEvent, waitUntil: recorder.waitUntil } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await recorder.clear();
    const kept = await createKey(auth, jar);
    const revoked = await createKey(auth, jar);
    await send(auth, jar, '/api-key/delete', { body: { keyId: revoked.id } });
    await expire(auth, kept.id);
    await auth.api.cleanup();
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, (e.detail as { keyId: string }).keyId])).toEqual([
      ['api-key.created', userId, kept.id],
      ['api-key.created', userId, revoked.id],
      ['api-key.revoked', userId, revoked.id],
      ['api-key.expired', userId, kept.id],
    ]);
    expect(recorder.events[3]!.actor).toEqual({ type: 'system', id: null });
    const text = JSON.stringify(recorder.events);
    expect(text).not.toContain(kept.key);
    expect(text).not.toContain(revoked.key);
  });
});
