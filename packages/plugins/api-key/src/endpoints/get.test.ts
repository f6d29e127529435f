import { afterAll, describe, expect, it } from 'vitest';
import { closeTestDatabases } from '@latchkey/test-utils/test-instance';
import { errorOf, send, twoUsers } from '@latchkey/test-utils/plugin-instances/api-key';

afterAll(closeTestDatabases);

describe('GET /api-key/get', () => {
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
});
