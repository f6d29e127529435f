import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases } from '@latchkey/test-utils/test-instance';
import { createKey, errorOf, send, twoUsers } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('GET /api-key/list', () => {
  it('lists only the caller’s own keys, newest first, under apiKeys as the established API answers', async () => {
    const { auth, ada, eve } = await twoUsers();
    await createKey(auth, ada.jar, { name: 'second' });
    await createKey(auth, eve.jar, { name: 'eve key' });
    const { apiKeys: list } = (await (await send(auth, ada.jar, '/api-key/list')).json()) as { apiKeys: Record<string, unknown>[] };
    expect(list.map((k) => k.name).sort()).toEqual(['ada key', 'second']);
    for (const record of list) expect(record).not.toHaveProperty('key');
    expect(await errorOf(await send(auth, null, '/api-key/list'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
