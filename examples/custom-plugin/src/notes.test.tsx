import { Window } from 'happy-dom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { notesClient } from './client.js';
import { notes } from './notes.js';
import { useNotes } from './react.js';

// A DOM for React alone: fetch keeps node's Request and Response, which carry Set-Cookie to the test's cookie jar.
const dom = new Window();
Object.assign(globalThis, { window: dom, document: dom.document });

const PASSWORD = 'correct horse battery staple';

function setUp(options: Parameters<typeof notes>[0] = {}) {
  const auth = createTestAuth({ plugins: [notes(options)], user: { deleteUser: { enabled: true } } });
  const { fetch, seen } = handlerFetch(auth);
  const plugins = [notesClient()] as const;
  const client = createAuthClient<typeof auth, typeof plugins>({ baseURL: TEST_BASE_URL, fetchOptions: { fetch }, plugins });
  return { auth, client, seen };
}

describe('the notes plugin', () => {
  it('keeps notes per user, up to the configured number, read through its key', async () => {
    const { auth, client } = setUp({ maxNotes: 2 });
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });
    expect((await client.notes.create({ text: 'one' })).data).toMatchObject({ text: 'one' });
    await client.notes.create({ text: 'two' });
    const third = await client.notes.create({ text: 'three' });
    expect(third.error).toMatchObject({ status: 400, code: client.$ERROR_CODES.NOTE_LIMIT_REACHED });
    expect((await client.notes.list()).data?.map((note) => note.text)).toEqual(['one', 'two']);
    expect(auth.$ERROR_CODES.NOTE_LIMIT_REACHED).toMatchObject({ status: 'BAD_REQUEST', message: 'You have too many notes' });
  });

  it("posts a route without a body, as the plugin's route table says", async () => {
    const { client, seen } = setUp();
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });
    await client.notes.create({ text: 'one' });
    seen.length = 0;
    expect((await client.notes.clear()).data).toEqual({ deleted: 1 });
    expect(seen[0]).toBe('POST /notes/clear');
  });

  it('refuses a caller without a session, and never takes the owner from the body', async () => {
    const { auth } = setUp();
    const response = await auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/notes/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
        body: JSON.stringify({ text: 'x', userId: 'someone' }),
      }),
    );
    expect(response.status).toBe(401);
  });

  it('deletes the notes with their user', async () => {
    const { auth, client } = setUp();
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });
    await client.notes.create({ text: 'one' });
    expect((await client.deleteUser()).error).toBeNull();
    const context = await auth.$context;
    expect(await context.db.count({ model: 'note' })).toBe(0);
  });

  it('useNotes follows the notes, refetched after each change', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { client } = setUp();
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });
    function Notes() {
      const { data } = useNotes(client);
      return <ul>{data?.map((note) => <li key={note.id}>{note.text}</li>)}</ul>;
    }
    const container = document.createElement('div');
    const root = createRoot(container as unknown as Element);
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await act(async () => root.render(<Notes />));
    await settle();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    await act(async () => void (await client.notes.create({ text: 'remember the milk' })));
    await settle();
    expect(container.textContent).toBe('remember the milk');
    await act(async () => root.unmount());
  });
});
