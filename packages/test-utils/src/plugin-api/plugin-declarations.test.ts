// A plugin's declarations through latchkey/plugins alone: a table, endpoints,
// typed hooks and error codes; safe defaults and start-time conflicts.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  AuthError,
  beforeHook,
  checkPassword,
  defineEndpoint,
  defineErrorCodes,
  definePlugin,
  findCredentialAccount,
  readSession,
  sessionMiddleware,
  signValue,
  verifySignedValue,
} from 'latchkey/plugins';
import { createAuthClient, defineClientPlugin } from '@latchkey/client';
import type { RouteTable } from 'latchkey/routes';
import { handlerFetch } from '../handler-fetch.js';
import { PASSWORD, errorOf, send, signUp } from '../account-kit.js';
import { createTestAuth, request, TEST_BASE_URL } from '../test-instance.js';

const NOTES = defineErrorCodes({
  DOMAIN_BLOCKED: { status: 'FORBIDDEN', message: 'Sign-ups from this domain are not accepted' },
  NOTE_LIMIT_REACHED: { status: 'BAD_REQUEST', message: 'You have too many notes' },
  ON_BEHALF: { status: 'FORBIDDEN', message: 'Not while acting on behalf of someone' },
});

// Declared once: the endpoints spread their entry, the client plugin reads the table.
const notesRoutes = {
  createNote: { method: 'POST', path: '/notes/create' },
  clearNotes: { method: 'POST', path: '/notes/clear' },
} as const satisfies RouteTable;

const createNote = defineEndpoint({
  ...notesRoutes.createNote,
  body: z.object({ text: z.string().min(1).max(500) }),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ id: string; text: string }> => {
    const userId = ctx.session.user.id;
    if ((await ctx.auth.db.count({ model: 'note', where: [{ field: 'userId', value: userId }] })) >= 2) {
      throw AuthError.of(NOTES, 'NOTE_LIMIT_REACHED');
    }
    return ctx.auth.db.create({ model: 'note', data: { id: ctx.auth.generateId(), userId, text: ctx.body.text } });
  },
});

const clearNotes = defineEndpoint({ ...notesRoutes.clearNotes, use: [sessionMiddleware], handler: () => ({ ok: true }) });

const notes = definePlugin({
  id: 'notes',
  schema: {
    note: {
      fields: {
        userId: { type: 'string', index: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
        text: { type: 'string' },
      },
    },
    user: { fields: { noteQuota: { type: 'number', required: false } } },
  },
  endpoints: { createNote, clearNotes },
  hooks: {
    before: [
      beforeHook('/sign-up/email', (ctx) => {
        expectTypeOf(ctx.body.email).toEqualTypeOf<string>();
        if (ctx.body.email.endsWith('@blocked.example')) throw AuthError.of(NOTES, 'DOMAIN_BLOCKED');
      }),
      {
        // Every route that changes how the account is signed in to, matched by its meta.
        matcher: (ctx) => ctx.meta.sensitive === true,
        handler: async (ctx) => {
          if (ctx.headers.get('x-on-behalf') && (await readSession(ctx))) throw AuthError.of(NOTES, 'ON_BEHALF');
        },
      },
    ],
  },
  errorCodes: NOTES,
});

describe('a plugin built on the public API alone', () => {
  it('adds its table, endpoints, typed hook and error codes', async () => {
    const auth = createTestAuth({ plugins: [notes] });
    const blocked = await auth.handler(request('/sign-up/email', { body: { name: 'Bo', email: 'bo@blocked.example', password: PASSWORD } }));
    expect(await errorOf(blocked)).toMatchObject({ status: 403, code: 'DOMAIN_BLOCKED' });
    const { jar } = await signUp(auth, { email: 'ann@ok.example' });
    for (const text of ['one', 'two']) expect((await send(auth, jar, '/notes/create', { body: { text } })).status).toBe(200);
    expect(await errorOf(await send(auth, jar, '/notes/create', { body: { text: 'three' } }))).toMatchObject({ code: 'NOTE_LIMIT_REACHED' });
    expect((await auth.handler(request('/notes/create', { body: { text: 'x' } }))).status).toBe(401);
    expect(auth.$ERROR_CODES.DOMAIN_BLOCKED.status).toBe('FORBIDDEN');
    expectTypeOf(auth.api.createNote).toBeFunction();
  });

  it('deletes its rows with the user', async () => {
    const auth = createTestAuth({ plugins: [notes], user: { deleteUser: { enabled: true } } });
    const { jar } = await signUp(auth, { email: 'ann@ok.example' });
    await send(auth, jar, '/notes/create', { body: { text: 'one' } });
    expect((await send(auth, jar, '/delete-user', { method: 'POST', body: { password: PASSWORD } })).status).toBe(200);
    expect(await (await auth.$context).db.count({ model: 'note' })).toBe(0);
  });

  it('matches hooks on endpoint meta: every sensitive route', async () => {
    const auth = createTestAuth({ plugins: [notes] });
    const { jar } = await signUp(auth, { email: 'ann@ok.example' });
    const headers = { 'x-on-behalf': '1' };
    for (const path of ['/change-password', '/change-email', '/unlink-account', '/delete-user']) {
      const response = await send(auth, jar, path, { body: { newEmail: 'x@ok.example', currentPassword: PASSWORD, newPassword: 'a new password', providerId: 'credential' }, headers });
      expect(await errorOf(response)).toMatchObject({ code: 'ON_BEHALF' });
    }
    expect((await send(auth, jar, '/update-user', { body: { name: 'Ann B' }, headers })).status).toBe(200);
  });
});

describe('safe by default', () => {
  it('never takes a plugin field from a request unless declared writable', async () => {
    const auth = createTestAuth({ plugins: [notes] });
    const body = { name: 'Ann', email: 'ann@ok.example', password: PASSWORD, noteQuota: 1000 };
    expect(await errorOf(await auth.handler(request('/sign-up/email', { body })))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const { jar, userId } = await signUp(auth, { email: 'ann@ok.example' });
    expect((await send(auth, jar, '/update-user', { body: { noteQuota: 1000 } })).status).toBe(400);
    const row = await (await auth.$context).db.findOne<{ noteQuota: number | null }>({ model: 'user', where: [{ field: 'id', value: userId }] });
    expect(row?.noteQuota ?? null).toBeNull();
  });

  it('fails at start on an error code, route or field declared twice, naming both', () => {
    const twinCode = definePlugin({ id: 'twin-code', errorCodes: defineErrorCodes({ USER_NOT_FOUND: { status: 'NOT_FOUND', message: 'x' } }) });
    expect(() => createTestAuth({ plugins: [twinCode] })).toThrow(/plugin "twin-code" declares error code USER_NOT_FOUND, which the core already declares/);
    const other = definePlugin({ id: 'other', errorCodes: defineErrorCodes({ NOTE_LIMIT_REACHED: { status: 'BAD_REQUEST', message: 'x' } }) });
    expect(() => createTestAuth({ plugins: [notes, other] })).toThrow(/"other".*NOTE_LIMIT_REACHED.*plugin "notes"/);
    const twinRoute = definePlugin({ id: 'twin-route', endpoints: { again: { ...clearNotes } } });
    expect(() => createTestAuth({ plugins: [notes, twinRoute] })).toThrow(/"twin-route".*POST \/notes\/clear.*plugin "notes"/);
    const twinField = definePlugin({ id: 'twin-field', schema: { user: { fields: { email: { type: 'string' } } } } });
    expect(() => createTestAuth({ plugins: [twinField] })).toThrow(/"twin-field" declares the field user.email, which the core already declares/);
  });
});

describe('helpers', () => {
  it('checks a password under the per-account lock', async () => {
    const auth = createTestAuth({ emailAndPassword: { enabled: true, maxFailedAttempts: 2 } });
    const { userId } = await signUp(auth, { email: 'ann@ok.example' });
    const ctx = await auth.$context;
    const account = await findCredentialAccount(ctx, userId);
    const guess = (password: string) => checkPassword(ctx, { account, email: 'ann@ok.example', password });
    expect(await guess(PASSWORD)).toBe('ok');
    expect([await guess('wrong one'), await guess('wrong two')]).toEqual(['wrong', 'wrong']);
    await expect(guess(PASSWORD)).rejects.toMatchObject({ code: 'TOO_MANY_FAILED_ATTEMPTS', status: 429 });
  });

  it('signs values and refuses tampered or foreign ones; keeps state in secondary storage', async () => {
    const ctx = await createTestAuth({}).$context;
    const signed = await signValue('admin-session', ctx.secrets[0]);
    expect(await verifySignedValue(signed, ctx.secrets)).toBe('admin-session');
    expect(await verifySignedValue(signed.replace('admin', 'other'), ctx.secrets)).toBeNull();
    expect(await verifySignedValue(await signValue('x', 'another secret of enough length'), ctx.secrets)).toBeNull();
    await ctx.storage.set('plugin:k', 'v', 10);
    expect(await ctx.storage.get('plugin:k')).toBe('v');
  });

  it("gives the client the methods of the plugin's route table: a POST route without a body is posted", async () => {
    const auth = createTestAuth({ plugins: [notes] });
    const { fetch, seen } = handlerFetch(auth);
    const plugins = [defineClientPlugin({ id: 'notes', routes: notesRoutes })] as const;
    const client = createAuthClient<typeof auth, typeof plugins>({ baseURL: TEST_BASE_URL, fetchOptions: { fetch }, plugins });
    await client.signUp.email({ name: 'Ann', email: 'ann@ok.example', password: PASSWORD });
    expect(await client.notes.clear()).toEqual({ data: { ok: true }, error: null });
    expect(seen.at(-1)).toBe('POST /notes/clear');
  });
});
