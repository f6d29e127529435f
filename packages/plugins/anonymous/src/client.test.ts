import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { anonymousClient } from './client.js';
import { createAnonymousAuth, type AnonymousAuth } from '@latchkey/test-utils/plugin-instances/anonymous';

describe('anonymousClient', () => {
  it('signs in anonymously and deletes the anonymous user with bodiless POSTs, and the session store follows', async () => {
    const auth = createAnonymousAuth();
    const { fetch, seen } = handlerFetch(auth);
    const client = createAuthClient<AnonymousAuth, [ReturnType<typeof anonymousClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [anonymousClient()],
      fetchOptions: { fetch },
    });
    const unsubscribe = client.$session.subscribe(() => {});
    const signedIn = await client.signIn.anonymous();
    expect(signedIn.data?.user).toMatchObject({ isAnonymous: true });
    await expect.poll(() => client.$session.get().data?.user.id).toBe(signedIn.data?.user.id);
    expect((await client.signIn.anonymous()).error?.code).toBe('ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY');
    expect((await client.deleteAnonymousUser()).data).toEqual({ success: true });
    await expect.poll(() => client.$session.get().data).toBeNull();
    expect(seen.filter((call) => !call.includes('get-session'))).toEqual([
      'POST /sign-in/anonymous',
      'POST /sign-in/anonymous',
      'POST /delete-anonymous-user',
    ]);
    unsubscribe();
  });
});
