import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases } from '@latchkey/test-utils/test-instance';
import { createApiKeyAuth, createKey, createServerKey, errorOf, keyRow, send, signUp, withKey } from '../api-key.test-helpers.js';

afterAll(closeTestDatabases);

async function twoUsers() {
  const auth = createApiKeyAuth();
  const ada = await signUp(auth, { email: 'ada@example.com' });
  const eve = await signUp(auth, { email: 'eve@example.com' });
  const adaKey = await createKey(auth, ada.jar, { name: 'ada key' });
  return { auth, ada, eve, adaKey };
}

describe('GET /api-key/get, /api-key/list', () => {
  it('answers the owner their key without the key or its hash', async () => {
    const { auth, ada, adaKey } = await twoUsers();
    const answer = await send(auth, ada.jar, `/api-key/get?id=${adaKey.id}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: adaKey.id, name: 'ada key', start: adaKey.start });
    expect(body).not.toHaveProperty('key');
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });

  it('another user’s key id on get answers 404 like an unknown id', async () => {
    const { auth, eve, adaKey } = await twoUsers();
    const foreign = await errorOf(await send(auth, eve.jar, `/api-key/get?id=${adaKey.id}`));
    const unknown = await errorOf(await send(auth, eve.jar, '/api-key/get?id=no-such-key'));
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
  });

  it('lists only the caller’s own keys, newest first', async () => {
    const { auth, ada, eve } = await twoUsers();
    await createKey(auth, ada.jar, { name: 'second' });
    await createKey(auth, eve.jar, { name: 'eve key' });
    const list = (await (await send(auth, ada.jar, '/api-key/list')).json()) as Record<string, unknown>[];
    expect(list.map((k) => k.name).sort()).toEqual(['ada key', 'second']);
    for (const record of list) expect(record).not.toHaveProperty('key');
    expect(await errorOf(await send(auth, null, '/api-key/list'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

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
