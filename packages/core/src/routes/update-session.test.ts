import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/define-plugin.js';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';
import { cookieJar, createUserAuth, errorOf, PASSWORD, send, signUp } from '@latchkey/test-utils/user-flows';

const additionalFields = {
  theme: { type: 'string', required: false },
  impersonatedBy: { type: 'string', required: false, input: false },
} as const;

type SessionRecord = { id: string; theme?: string | null; expiresAt: Date; userId: string; updatedAt: Date };

describe('POST /update-session', () => {
  it('sets an extra field on the current session only and answers { session }', async () => {
    const { auth, db } = createUserAuth({ session: { additionalFields } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const other = cookieJar();
    other.store(await send(auth, null, '/sign-in/email', { body: { email: 'alice@example.com', password: PASSWORD } }));
    const current = (await (await send(auth, jar, '/get-session')).json()) as { session: { id: string; token: string } };

    const response = await send(auth, jar, '/update-session', { body: { theme: 'dark' } });
    expect(response.status).toBe(200);
    const { session } = (await response.json()) as { session: Record<string, unknown> };
    expect(session).toMatchObject({ id: current.session.id, theme: 'dark', userId, token: current.session.token });
    const rows = await (await db()).findMany<SessionRecord>({ model: 'session' });
    expect(rows.find((r) => r.id === current.session.id)?.theme).toBe('dark');
    expect(rows.filter((r) => r.id !== current.session.id).map((r) => r.theme ?? null)).toEqual([null]);
  });

  it('accepts a field a plugin declares writable', async () => {
    const plugin = definePlugin({
      id: 'teams',
      schema: { session: { fields: { activeTeamId: { type: 'string', required: false, input: true } } } },
    });
    const { auth } = createUserAuth({ plugins: [plugin] });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/update-session', { body: { activeTeamId: 't1' } });
    expect(await response.json()).toMatchObject({ session: { activeTeamId: 't1' } });
  });

  it('refuses a plugin field that is not declared writable', async () => {
    const plugin = definePlugin({ id: 'teams', schema: { session: { fields: { activeTeamId: { type: 'string', required: false } } } } });
    const { auth } = createUserAuth({ plugins: [plugin] });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    const response = await send(auth, jar, '/update-session', { body: { activeTeamId: 't1' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: '[body.activeTeamId] Can not be updated' });
  });

  it.each([
    ['expiresAt', '2100-01-01T00:00:00.000Z'],
    ['userId', 'someone-else'],
    ['token', 'chosen-token'],
    ['id', 'other-id'],
    ['ipAddress', '1.2.3.4'],
    ['userAgent', 'x'],
    ['createdAt', '2100-01-01T00:00:00.000Z'],
    ['impersonatedBy', 'admin-id'],
  ])('session fixation and extension: refuses %s with 400 naming it and changes nothing', async (field, value) => {
    const { auth, db } = createUserAuth({ session: { additionalFields } });
    const { jar, userId } = await signUp(auth, { email: 'alice@example.com' });
    const before = await (await db()).findMany<SessionRecord>({ model: 'session' });
    const response = await send(auth, jar, '/update-session', { body: { theme: 'dark', [field]: value } });
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(String(error.message)).toContain(field);
    const after = await (await db()).findMany<SessionRecord>({ model: 'session' });
    expect(after).toEqual(before);
    expect(after[0]?.userId).toBe(userId);
  });

  it('answers 400 when there is nothing it may set, and for wrong types', async () => {
    const plain = createUserAuth();
    const a = await signUp(plain.auth, { email: 'alice@example.com' });
    const none = await send(plain.auth, a.jar, '/update-session', { body: { theme: 'dark' } });
    expect(await errorOf(none)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'No fields to update' });

    const { auth } = createUserAuth({ session: { additionalFields } });
    const { jar } = await signUp(auth, { email: 'alice@example.com' });
    for (const body of [{ theme: 5 }, { theme: ['x'] }, 'text', [1], null]) {
      const response = await send(auth, jar, '/update-session', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { auth } = createUserAuth({ session: { additionalFields } });
    const response = await send(auth, null, '/update-session', { body: { theme: 'dark' } });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  for (const storeInDatabase of [true, false]) {
    it(`with sessions in secondary storage (storeInDatabase: ${storeInDatabase}), the next read shows the field`, async () => {
      const { auth } = createUserAuth({
        secondaryStorage: memoryKeyValueStore(),
        session: { additionalFields, storage: 'secondary', storeInDatabase },
      });
      const { jar } = await signUp(auth, { email: 'alice@example.com' });
      const response = await send(auth, jar, '/update-session', { body: { theme: 'dark' } });
      expect(((await response.json()) as { session: { theme: string } }).session.theme).toBe('dark');
      const read = (await (await send(auth, jar, '/get-session')).json()) as { session: { theme: string } };
      expect(read.session.theme).toBe('dark');
    });
  }
});
