import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { oneTimeTokenClient } from './client.js';
import { createOneTimeTokenAuth, signUp, type OneTimeTokenAuth } from '@latchkey/test-utils/plugin-instances/one-time-token';

function clientFor(auth: OneTimeTokenAuth) {
  const { fetch, seen, jar } = handlerFetch(auth);
  const client = createAuthClient<OneTimeTokenAuth, [ReturnType<typeof oneTimeTokenClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [oneTimeTokenClient()],
    fetchOptions: { fetch },
  });
  return { client, seen, jar };
}

describe('oneTimeTokenClient', () => {
  it('generates on one side with GET, verifies on the other with POST, and the second client is signed in', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const from = clientFor(auth);
    for (const line of ada.jar.header().split('; ')) from.jar.store(new Response(null, { headers: { 'set-cookie': line } }));
    const generated = await from.client.oneTimeToken.generate();
    expect(generated.data?.token).toMatch(/^[A-Za-z0-9]{32}$/);

    const to = clientFor(auth);
    const unsubscribe = to.client.$session.subscribe(() => {});
    const verified = await to.client.oneTimeToken.verify({ token: generated.data!.token });
    expect(verified.data?.user.email).toBe('ada@example.com');
    await expect.poll(() => to.client.$session.get().data?.user.email).toBe('ada@example.com');
    expect(from.seen).toContain('GET /one-time-token/generate');
    expect(to.seen).toContain('POST /one-time-token/verify');
    unsubscribe();
  });
});
