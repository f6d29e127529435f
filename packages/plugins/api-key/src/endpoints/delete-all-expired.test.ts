import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases, request } from '@latchkey/test-utils/test-instance';
import { createApiKeyAuth, createServerKey, expire, keyRow, signUp } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

async function threeKeys() {
  const auth = createApiKeyAuth();
  const { userId } = await signUp(auth, { email: 'ada@example.com' });
  const expired = await createServerKey(auth, { userId, expiresIn: 86_400 });
  const live = await createServerKey(auth, { userId, expiresIn: 86_400 });
  const forever = await createServerKey(auth, { userId, expiresIn: null });
  await expire(auth, expired.id);
  return { auth, expired, live, forever };
}

describe('POST /api-key/delete-all-expired-api-keys', () => {
  it('deletes only expired keys, from the server', async () => {
    const { auth, expired, live, forever } = await threeKeys();
    expect(await auth.api.deleteAllExpiredApiKeys()).toEqual({ success: true });
    expect(await keyRow(auth, expired.id)).toBeNull();
    expect(await keyRow(auth, live.id)).not.toBeNull();
    expect(await keyRow(auth, forever.id)).not.toBeNull();
  });

  it('is not reachable over HTTP', async () => {
    const { auth, expired } = await threeKeys();
    expect((await auth.handler(request('/api-key/delete-all-expired-api-keys', { method: 'POST' }))).status).toBe(404);
    expect(await keyRow(auth, expired.id)).not.toBeNull();
  });

  it('runs with the core cleanup', async () => {
    const { auth, expired, live } = await threeKeys();
    expect(await auth.api.cleanup()).toMatchObject({ plugins: { 'api-key': { apiKeys: 1 } } });
    expect(await keyRow(auth, expired.id)).toBeNull();
    expect(await keyRow(auth, live.id)).not.toBeNull();
  });
});
