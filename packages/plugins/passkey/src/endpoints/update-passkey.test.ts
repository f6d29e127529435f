import { describe, expect, it } from 'vitest';
import { createPasskeyAuth, errorOf, passkeyRows, send, userWithPasskey } from '@latchkey/test-utils/plugin-instances/passkey';

describe('POST /passkey/update-passkey', () => {
  it('renames one of the user\'s passkeys', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const response = await send(auth, ada.jar, '/passkey/update-passkey', { body: { id: ada.key.id, name: '  Work laptop ' } });
    expect(await response.json()).toMatchObject({ passkey: { id: ada.key.id, name: 'Work laptop' } });
    expect((await passkeyRows(auth, ada.userId))[0]).toMatchObject({ name: 'Work laptop' });
  });

  it('another user\'s passkey id answers 404, like an unknown one, and is not renamed', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const bob = await userWithPasskey(auth, 'bob@example.com');
    for (const id of [bob.key.id, 'no-such-id']) {
      const response = await send(auth, ada.jar, '/passkey/update-passkey', { body: { id, name: 'Mine now' } });
      expect(await errorOf(response)).toMatchObject({ status: 404, code: 'PASSKEY_NOT_FOUND' });
    }
    expect((await passkeyRows(auth, bob.userId))[0]).toMatchObject({ name: 'Laptop' });
  });

  it('refuses an empty name, and needs a session', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    expect(await errorOf(await send(auth, ada.jar, '/passkey/update-passkey', { body: { id: ada.key.id, name: ' ' } }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await errorOf(await send(auth, null, '/passkey/update-passkey', { body: { id: ada.key.id, name: 'x' } }))).toMatchObject({ status: 401 });
  });
});
