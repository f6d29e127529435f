import { describe, expect, it } from 'vitest';
import { notesPlugin } from './notes-plugin.js';
import { cookieJar, createTestAuth, request } from './test-instance.js';

describe('a plugin built on the public API alone', () => {
  const auth = createTestAuth({ plugins: [notesPlugin({ blockedDomain: 'blocked.example' })] });

  it('adds its table, endpoints, hook and error codes', async () => {
    const blocked = await auth.handler(
      request('/sign-up/email', { body: { name: 'Bo', email: 'bo@blocked.example', password: 'long enough pw' } }),
    );
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: 'DOMAIN_BLOCKED' });

    const jar = cookieJar();
    const signUp = await auth.handler(
      request('/sign-up/email', { body: { name: 'Ann', email: 'ann@ok.example', password: 'long enough pw' } }),
    );
    jar.store(signUp);
    for (const text of ['one', 'two', 'three']) {
      const created = await auth.handler(request('/notes/create', { body: { text }, cookie: jar.header() }));
      expect(created.status).toBe(200);
    }
    const fourth = await auth.handler(request('/notes/create', { body: { text: 'four' }, cookie: jar.header() }));
    expect(await fourth.json()).toMatchObject({ code: 'NOTE_LIMIT_REACHED' });
    const list = await auth.handler(request('/notes/list', { cookie: jar.header() }));
    expect(((await list.json()) as { text: string }[]).map((n) => n.text)).toEqual(['one', 'two', 'three']);
    expect(auth.$ERROR_CODES.DOMAIN_BLOCKED.status).toBe('FORBIDDEN');
  });

  it('keeps plugin endpoints behind the session', async () => {
    const response = await auth.handler(request('/notes/list'));
    expect(response.status).toBe(401);
  });

  it('types the plugin endpoints on auth.api', () => {
    // Compile-time check: the endpoint exists on the typed API with its body.
    const call: typeof auth.api.createNote = auth.api.createNote;
    expect(typeof call).toBe('function');
  });
});
