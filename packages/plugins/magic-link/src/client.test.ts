import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { magicLinkClient } from './client.js';
import { createMagicLinkAuth } from '@latchkey/test-utils/plugin-instances/magic-link';

describe('magicLinkClient', () => {
  it('asks for a link, and an app holding its token signs in with a POST; the session store follows', async () => {
    const auth = createMagicLinkAuth();
    const { fetch, seen } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof magicLinkClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [magicLinkClient()],
      fetchOptions: { fetch },
    });
    const unsubscribe = client.$session.subscribe(() => {});
    const sent = await client.signIn.magicLink({ email: 'ada@example.com', callbackURL: '/home' });
    expect(sent.data).toEqual({ status: true });
    await auth.settle();
    const used = await client.magicLink.verify({ token: auth.sent.at(-1)!.token });
    expect(used.error).toBeNull();
    await expect.poll(() => client.$session.get().data?.user.email).toBe('ada@example.com');
    unsubscribe();
    expect(seen).toEqual(expect.arrayContaining(['POST /sign-in/magic-link', 'POST /magic-link/verify']));
    const again = await client.magicLink.verify({ token: auth.sent.at(-1)!.token });
    expect(again.error).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });
});
