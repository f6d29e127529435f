// A key's revocation and its event commit together: a failure right after the
// event is written keeps the key (this file also runs on Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { createApiKeyAuth, createKey, send, signUp, withKey } from '@latchkey/test-utils/plugin-instances/api-key';

describe('a key and its event commit together', () => {
  it('revoking a key: a failure after its event leaves the key working; creating one: no key without its event', async () => {
    const store = failingEventStore();
    const auth = createApiKeyAuth({ plugins: [store.plugin] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const key = await createKey(auth, jar);
    store.failAfter('api-key.revoked');
    expect((await send(auth, jar, '/api-key/delete', { body: { keyId: key.id } })).status).toBe(500);
    expect(await (await withKey(auth, key.key, '/get-session')).json()).toMatchObject({ user: { email: 'ada@example.com' } });
    store.failAfter('api-key.created');
    expect((await send(auth, jar, '/api-key/create', { body: {} })).status).toBe(500);
    const listed = (await (await send(auth, jar, '/api-key/list')).json()) as { apiKeys: unknown[] };
    expect(listed.apiKeys).toHaveLength(1);
    store.failAfter(null);
    expect((await send(auth, jar, '/api-key/delete', { body: { keyId: key.id } })).status).toBe(200);
    expect(await (await withKey(auth, key.key, '/get-session')).json()).toMatchObject({ code: 'INVALID_API_KEY' });
    expect((await store.types(auth)).filter((type) => type.startsWith('api-key.'))).toEqual(['api-key.created', 'api-key.revoked']);
  });
});
