import { describe, expect, it, vi } from 'vitest';
import { createUserAuth, errorOf, send, signUp } from '@latchkey/test-utils/user-flows';

const additionalFields = {
  nickname: { type: 'string', required: false },
  role: { type: 'string', required: false, input: false, defaultValue: 'user' },
} as const;

type UserRecord = { name: string; image: string | null; nickname?: string | null; role?: string; updatedAt: Date; emailVerified: boolean; email: string };

async function userRow(db: Awaited<ReturnType<ReturnType<typeof createUserAuth>['db']>>, id: string): Promise<UserRecord> {
  return (await db.findOne<UserRecord>({ model: 'user', where: [{ field: 'id', value: id }] }))!;
}

describe('POST /update-user', () => {
  it('updates name, image and extra fields, moves updatedAt and answers { status: true }', async () => {
    const { auth, db } = createUserAuth({ user: { additionalFields } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const before = await userRow(await db(), userId);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    try {
      const response = await send(auth, jar, '/update-user', {
        body: { name: ' Alice B ', image: 'https://cdn.example/a.png', nickname: 'ali' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
    } finally {
      vi.useRealTimers();
    }
    const after = await userRow(await db(), userId);
    expect(after).toMatchObject({ name: 'Alice B', image: 'https://cdn.example/a.png', nickname: 'ali', role: 'user' });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('clears the image with null', async () => {
    const { auth, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await send(auth, jar, '/update-user', { body: { image: 'https://cdn.example/a.png' } });
    const response = await send(auth, jar, '/update-user', { body: { image: null } });
    expect(response.status).toBe(200);
    expect((await userRow(await db(), userId)).image).toBeNull();
  });

  it('refuses email with EMAIL_CAN_NOT_BE_UPDATED and changes nothing', async () => {
    const { auth, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/update-user', { body: { name: 'Eve', email: 'eve@example.com' } });
    expect(await errorOf(response)).toEqual({ status: 400, code: 'EMAIL_CAN_NOT_BE_UPDATED', message: 'Email can not be updated' });
    expect(await userRow(await db(), userId)).toMatchObject({ name: 'Test User', email: 'alice@example.com' });
  });

  it.each([
    ['emailVerified', true],
    ['role', 'admin'],
    ['id', 'another-id'],
    ['createdAt', '2000-01-01T00:00:00.000Z'],
    ['updatedAt', '2000-01-01T00:00:00.000Z'],
  ])('privilege escalation: refuses the protected field %s with 400 naming it', async (field, value) => {
    const { auth, db } = createUserAuth({ user: { additionalFields } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/update-user', { body: { name: 'Changed', [field]: value } });
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(String(error.message)).toContain(field);
    expect(await userRow(await db(), userId)).toMatchObject({ name: 'Test User', emailVerified: false, role: 'user' });
  });

  it('identity from the session only: a userId in the body is ignored and the other user is untouched', async () => {
    const { auth, db } = createUserAuth();
    const bob = await signUp(auth, { email: 'bob@example.com', name: 'Bob' });
    const alice = await signUp(auth, { email: 'alice@example.com', name: 'Alice' });
    const response = await send(auth, alice.jar, '/update-user', { body: { name: 'Mallory', userId: bob.userId } });
    expect(response.status).toBe(200);
    expect((await userRow(await db(), bob.userId)).name).toBe('Bob');
    expect((await userRow(await db(), alice.userId)).name).toBe('Mallory');
  });

  it('ignores keys the schema does not declare', async () => {
    const { auth, db } = createUserAuth();
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/update-user', { body: { name: 'Alice', password: 'x', unknown: 1 } });
    expect(response.status).toBe(200);
    expect(await userRow(await db(), userId)).not.toHaveProperty('unknown');
  });

  it('answers 400 (never 500) for wrong types and an empty update', async () => {
    const { auth } = createUserAuth({ user: { additionalFields } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const bodies = [{}, { name: 42 }, { name: '' }, { name: 'x'.repeat(300) }, { image: 5 }, { nickname: 5 }, { name: ['a'] }, 'text', [1]];
    for (const body of bodies) {
      const response = await send(auth, jar, '/update-user', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createUserAuth();
    const response = await send(auth, null, '/update-user', { body: { name: 'X' } });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('drops the cookie cache, so the next read shows the change at once', async () => {
    const { auth } = createUserAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    await send(auth, jar, '/get-session');
    expect(jar.get('latchkey.session_data')).toBeDefined();
    const response = await send(auth, jar, '/update-user', { body: { name: 'Renamed' } });
    expect(response.status).toBe(200);
    expect(jar.get('latchkey.session_data')).toBeUndefined();
    const session = (await (await send(auth, jar, '/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Renamed');
  });

  it('stale cookie cache: a session revoked elsewhere cannot update through its cached copy', async () => {
    const { auth, db } = createUserAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    await send(auth, jar, '/get-session');
    await (await db()).deleteMany({ model: 'session', where: [{ field: 'userId', value: userId }] });
    const response = await send(auth, jar, '/update-user', { body: { name: 'Ghost' } });
    expect(response.status).toBe(401);
    expect((await userRow(await db(), userId)).name).toBe('Test User');
  });
});
