import { describe, expect, it } from 'vitest';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { createPasskeyAuth, errorOf, send, startSignIn, userWithPasskey } from '@latchkey/test-utils/plugin-instances/passkey';

describe('POST /passkey/generate-authenticate-options', () => {
  it('signed out: a challenge for any passkey of this site, in a signed httpOnly attempt cookie', async () => {
    const auth = createPasskeyAuth();
    await userWithPasskey(auth);
    const response = await send(auth, null, '/passkey/generate-authenticate-options', { method: 'POST' });
    const options = await response.json();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('latchkey.passkey_attempt='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/i);
    expect(cookie).toMatch(/^latchkey\.passkey_attempt=[^.;]+\.[^;]+;/);
  });

  it('signed in: lists the user\'s own passkeys (re-authentication)', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { options } = await startSignIn(auth, ada.jar);
    expect(options.allowCredentials).toEqual([{ id: ada.key.credentialID, type: 'public-key', transports: ['internal'] }]);
  });

  it('a page of another site cannot start a sign-in in the visitor\'s browser', async () => {
    const auth = createPasskeyAuth();
    const response = await auth.handler(bareRequest('/passkey/generate-authenticate-options', { body: {}, headers: { origin: 'https://evil.example' } }));
    expect((await errorOf(response)).status).toBe(403);
  });
});
