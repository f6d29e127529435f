import { describe, expect, it } from 'vitest';
import { createPasskeyAuth, errorOf, newAuthenticator, registerPasskey, send, userWithPasskey } from '@latchkey/test-utils/plugin-instances/passkey';

describe('GET /passkey/list-user-passkeys', () => {
  it('lists only the signed-in user\'s passkeys, oldest first, without key material', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const phone = await registerPasskey(auth, ada.jar, newAuthenticator(), 'Phone');
    await userWithPasskey(auth, 'bob@example.com');
    const listed = (await (await send(auth, ada.jar, '/passkey/list-user-passkeys')).json()) as Record<string, unknown>[];
    expect(listed.map((key) => key.id).sort()).toEqual([ada.key.id, phone.id].sort());
    expect(listed.every((key) => key.userId === ada.userId && !('publicKey' in key))).toBe(true);
  });

  it('needs a session', async () => {
    const auth = createPasskeyAuth();
    expect(await errorOf(await send(auth, null, '/passkey/list-user-passkeys'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
