import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { definePlugin } from 'latchkey/plugins';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { webhooksClient } from './client.js';
import { createWebhooksAuth } from '@latchkey/test-utils/plugin-instances/webhooks';

const roleField = definePlugin({ id: 'role-field', schema: { user: { fields: { role: { type: 'string', required: false } } } } });

describe('webhooksClient', () => {
  it('an admin page manages endpoints and reads deliveries through the typed client', async () => {
    const auth = createWebhooksAuth({}, { plugins: [roleField] });
    const { fetch } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof webhooksClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [webhooksClient()],
      fetchOptions: { fetch },
    });
    expect((await client.webhooks.listEndpoints()).error).toMatchObject({ status: 401 });
    const signedUp = await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    expect((await client.webhooks.listEndpoints()).error).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_MANAGE_WEBHOOKS' });
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: signedUp.data!.user.id }], update: { role: 'admin' } });

    const created = await client.webhooks.createEndpoint({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['sign-out'] });
    expect(created.data?.secret).toMatch(/^whsec_/);
    const listed = await client.webhooks.listEndpoints();
    expect(listed.data?.endpoints.map((endpoint) => endpoint.url)).toEqual(['http://127.0.0.1:9/hooks']);
    const page = await client.webhooks.listDeliveries({ query: { state: 'dead' } });
    expect(page.data).toEqual({ deliveries: [], nextCursor: null });
  });
});
