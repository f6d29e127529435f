import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { bearerFetchOptions, memoryTokenStore } from './client.js';
import { createBearerAuth } from '@latchkey/test-utils/plugin-instances/bearer';

describe('bearerFetchOptions', () => {
  it('stores the set-auth-token of a sign-in, sends it, and forgets it at sign-out', async () => {
    const auth = createBearerAuth();
    const store = memoryTokenStore();
    const seen: (string | null)[] = [];
    const client = createAuthClient<typeof auth>({
      baseURL: 'http://localhost:3000',
      fetchOptions: {
        ...bearerFetchOptions({ store }),
        fetch: async (input, init) => {
          const request = new Request(input, init);
          seen.push(request.headers.get('cookie'));
          return auth.handler(request);
        },
      },
    });
    const signedUp = await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    expect(signedUp.error).toBeNull();
    expect(store.get()).toMatch(/\./);
    const session = await client.getSession();
    expect(session.data?.user.email).toBe('ada@example.com');
    expect(seen.every((cookie) => cookie === null)).toBe(true);
    await client.signOut();
    expect(store.get()).toBeNull();
    expect((await client.getSession()).data).toBeNull();
  });

  it('forgets a token whose session is gone', async () => {
    const auth = createBearerAuth();
    const store = memoryTokenStore('gone.token');
    const client = createAuthClient<typeof auth>({
      baseURL: 'http://localhost:3000',
      fetchOptions: { ...bearerFetchOptions({ store }), fetch: (input, init) => auth.handler(new Request(input, init)) },
    });
    expect((await client.getSession()).data).toBeNull();
    expect(store.get()).toBeNull();
  });
});
