import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases } from '@latchkey/test-utils/test-instance';
import { createServerKey, errorOf, keyRow, send, withKey, twoUsers } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('POST /api-key/delete', () => {
  it('deletes the key, which stops working at once', async () => {
    const { auth, ada, adaKey } = await twoUsers();
    expect(await (await send(auth, ada.jar, '/api-key/delete', { body: { keyId: adaKey.id } })).json()).toEqual({ success: true });
    expect(await keyRow(auth, adaKey.id)).toBeNull();
    expect((await auth.api.verifyApiKey({ body: { key: adaKey.key } })).valid).toBe(false);
  });

  it('another user’s key id on delete answers 404 and deletes nothing', async () => {
    const { auth, eve, adaKey } = await twoUsers();
    expect(await errorOf(await send(auth, eve.jar, '/api-key/delete', { body: { keyId: adaKey.id } }))).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
    expect(await keyRow(auth, adaKey.id)).not.toBeNull();
  });

  it('a session from an API key cannot list, get, update or delete keys', async () => {
    const { auth, adaKey } = await twoUsers();
    const { key } = await createServerKey(auth, { userId: adaKey.userId, rateLimitEnabled: false });
    const answers = [
      await withKey(auth, key, '/api-key/list'),
      await withKey(auth, key, `/api-key/get?id=${adaKey.id}`),
      await withKey(auth, key, '/api-key/update', { body: { keyId: adaKey.id, enabled: false } }),
      await withKey(auth, key, '/api-key/delete', { body: { keyId: adaKey.id } }),
    ];
    for (const answer of answers) expect(await errorOf(answer)).toMatchObject({ status: 403, code: 'API_KEY_SESSION_NOT_ALLOWED' });
    expect(await keyRow(auth, adaKey.id)).toMatchObject({ enabled: true });
  });
});
