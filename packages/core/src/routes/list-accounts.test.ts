import { describe, expect, it } from 'vitest';
import { createUserAuth, errorOf, send, signUp } from '@latchkey/test-utils/user-flows';

describe('GET /list-accounts', () => {
  it("lists the user's own accounts with scopes as an array and no secrets", async () => {
    const { auth, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const now = new Date();
    const adapter = await db();
    await adapter.create({
      model: 'account',
      data: {
        id: 'gh-1',
        userId,
        providerId: 'github',
        accountId: '12345',
        accessToken: 'secret-access',
        refreshToken: 'secret-refresh',
        idToken: 'secret-id',
        scope: 'read:user, user:email,,',
        createdAt: new Date(now.getTime() + 1000),
        updatedAt: new Date(now.getTime() + 1000),
      },
    });
    await adapter.create({
      model: 'account',
      data: { id: 'gh-2', userId: bob.userId, providerId: 'github', accountId: '999', createdAt: now, updatedAt: now },
    });

    const response = await send(auth, jar, '/list-accounts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const secret of ['secret-access', 'secret-refresh', 'secret-id', 'password', 'scrypt', 'accessToken']) {
      expect(text).not.toContain(secret);
    }
    const accounts = JSON.parse(text) as Record<string, unknown>[];
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({ providerId: 'credential', accountId: userId, userId, scopes: [] });
    expect(accounts[1]).toEqual({
      id: 'gh-1',
      providerId: 'github',
      accountId: '12345',
      userId,
      scopes: ['read:user', 'user:email'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Object.keys(accounts[0]!).sort()).toEqual(['accountId', 'createdAt', 'id', 'providerId', 'scopes', 'updatedAt', 'userId']);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createUserAuth();
    expect(await errorOf(await send(auth, null, '/list-accounts'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
