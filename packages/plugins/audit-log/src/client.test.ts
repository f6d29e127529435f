import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { auditLog } from './audit-log.js';
import { auditLogClient } from './client.js';

describe('auditLogClient', () => {
  it("reads the signed-in user's own security activity through the typed client, a page at a time", async () => {
    const auth = createTestAuth({ plugins: [auditLog()] });
    const { fetch } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof auditLogClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [auditLogClient()],
      fetchOptions: { fetch },
    });
    expect((await client.securityActivity()).error).toMatchObject({ status: 401 });
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    const first = await client.securityActivity({ query: { limit: 1 } });
    expect(first.data?.events.map((event) => event.type)).toEqual(['sign-in.succeeded']);
    const rest = await client.securityActivity({ query: { limit: 1, cursor: first.data!.nextCursor! } });
    expect(rest.data).toMatchObject({ events: [{ type: 'user.signed-up' }], nextCursor: null });
  });
});
