import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases } from '@latchkey/test-utils/test-instance';
import { errorOf, keyRow, send, twoUsers } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('POST /api-key/update', () => {
  it('renames, disables, changes metadata and expiry', async () => {
    const { auth, ada, adaKey } = await twoUsers();
    const answer = await send(auth, ada.jar, '/api-key/update', {
      body: { keyId: adaKey.id, name: 'renamed', enabled: false, metadata: { env: 'prod' }, expiresIn: 2 * 86_400 },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: adaKey.id, name: 'renamed', enabled: false, metadata: { env: 'prod' } });
    expect(await keyRow(auth, adaKey.id)).toMatchObject({ name: 'renamed', enabled: false });
    expect(await errorOf(await send(auth, ada.jar, '/api-key/update', { body: { keyId: adaKey.id } }))).toMatchObject({
      status: 400,
      code: 'NO_VALUES_TO_UPDATE',
    });
  });

  it('another user’s key id on update answers 404 and changes nothing', async () => {
    const { auth, eve, adaKey } = await twoUsers();
    const answer = await send(auth, eve.jar, '/api-key/update', { body: { keyId: adaKey.id, enabled: false } });
    expect(await errorOf(answer)).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
    expect(await keyRow(auth, adaKey.id)).toMatchObject({ enabled: true });
  });

  it('refuses userId and server-only limits over HTTP; the server may set them', async () => {
    const { auth, ada, eve, adaKey } = await twoUsers();
    for (const body of [{ userId: eve.userId, name: 'x' }, { remaining: 999 }, { permissions: { all: ['do'] } }, { rateLimitMax: 1000 }]) {
      const answer = await send(auth, ada.jar, '/api-key/update', { body: { keyId: adaKey.id, ...body } });
      expect(await errorOf(answer)).toMatchObject({ status: 400, code: 'SERVER_ONLY_PROPERTY' });
    }
    const updated = await auth.api.updateApiKey({ body: { keyId: adaKey.id, remaining: 3, rateLimitMax: 50 } });
    expect(updated).toMatchObject({ remaining: 3, rateLimitMax: 50 });
    // The server naming the wrong owner finds nothing either.
    await expect(auth.api.updateApiKey({ body: { keyId: adaKey.id, userId: eve.userId, remaining: 1 } })).rejects.toMatchObject({ code: 'KEY_NOT_FOUND' });
  });
});
