import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './create-auth-client.js';
import { render } from './testing/render.js';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.test', emailVerified: true, createdAt: new Date(0), updatedAt: new Date(0) };
const session = { id: 's1', userId: 'u1', token: 't', expiresAt: new Date(0), createdAt: new Date(0), updatedAt: new Date(0) };

const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A server whose session ends on sign-out. */
const server = () => {
  let signedIn = true;
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const path = new URL(String(input)).pathname.replace('/api/auth', '');
    paths.push(path);
    if (path === '/sign-out') signedIn = false;
    return json(path === '/get-session' ? (signedIn ? { session, user } : null) : { success: true });
  });
  return { fetch: fetch as typeof globalThis.fetch, paths };
};

describe('createAuthClient (react)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('useSession loads on first render and follows sign-out', async () => {
    const { fetch, paths } = server();
    const client = createAuthClient({ baseURL: 'https://app.test', fetchOptions: { fetch } });
    function Profile() {
      const { data, isPending } = client.useSession();
      if (isPending) return <p>loading</p>;
      return <p>{data ? data.user.name : 'signed out'}</p>;
    }
    const view = await render(<Profile />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.container.textContent).toBe('Ada');
    await act(async () => void (await client.signOut()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.container.textContent).toBe('signed out');
    expect(paths).toEqual(['/get-session', '/sign-out', '/get-session']);
    await view.unmount();
  });

  it('renders a seeded session on the server and hydrates it without a request', async () => {
    const { fetch, paths } = server();
    const make = () => createAuthClient({ baseURL: 'https://app.test', fetchOptions: { fetch }, initialSession: { session, user } });
    const Name = ({ client }: { client: ReturnType<typeof make> }) => <p>{client.useSession().data?.user.name}</p>;
    const html = renderToString(<Name client={make()} />);
    expect(html).toBe('<p>Ada</p>');
    const view = await render(<Name client={make()} />, { hydrateFrom: html });
    expect(view.container.innerHTML).toBe('<p>Ada</p>');
    expect(view.recoverableErrors).toEqual([]);
    expect(paths).toEqual([]);
    await view.unmount();
  });
});
