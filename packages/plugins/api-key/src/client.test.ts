import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { closeTestDatabases, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { apiKeyClient } from './client.js';
import { createApiKeyAuth, PASSWORD } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('apiKeyClient', () => {
  it('creates, lists, updates and deletes keys through typed methods', async () => {
    const auth = createApiKeyAuth();
    const { fetch } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof apiKeyClient>]>({ baseURL: TEST_BASE_URL, plugins: [apiKeyClient()], fetchOptions: { fetch } });
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });

    const created = await client.apiKey.create({ name: 'CI' });
    expectTypeOf(created.data!.key).toEqualTypeOf<string>();
    expect(created.data?.key).toMatch(/^[A-Za-z0-9]{64}$/);
    const listed = await client.apiKey.list();
    expect(listed.data?.apiKeys.map((k) => k.name)).toEqual(['CI']);
    const updated = await client.apiKey.update({ keyId: created.data!.id, enabled: false });
    expect(updated.data).toMatchObject({ enabled: false });
    expect((await client.apiKey.delete({ keyId: created.data!.id })).data).toEqual({ success: true });
    const refused = await client.apiKey.get({ query: { id: created.data!.id } });
    expect(refused.error).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
  });
});
