import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { usernameClient } from './client.js';
import { createUsernameAuth, PASSWORD, signUpWithUsername, type UsernameAuth } from '@latchkey/test-utils/plugin-instances/username';

describe('usernameClient', () => {
  it('signs in by username, checks availability, and the session store follows', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'Ada' });
    const { fetch, seen } = handlerFetch(auth);
    const client = createAuthClient<UsernameAuth, [ReturnType<typeof usernameClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [usernameClient()],
      fetchOptions: { fetch },
    });
    const unsubscribe = client.$session.subscribe(() => {});
    expect((await client.isUsernameAvailable({ username: 'ada' })).data).toEqual({ available: false });
    const wrong = await client.signIn.username({ username: 'ada', password: 'not the password' });
    expect(wrong.error?.code).toBe('INVALID_USERNAME_OR_PASSWORD');
    const signedIn = await client.signIn.username({ username: 'ada', password: PASSWORD });
    expect(signedIn.data?.user).toMatchObject({ username: 'ada' });
    await expect.poll(() => client.$session.get().data?.user.email).toBe('ada@example.com');
    expect(seen).toContain('POST /sign-in/username');
    expect(seen).toContain('POST /is-username-available');
    unsubscribe();
  });
});
