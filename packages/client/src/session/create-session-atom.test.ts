import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from '../create-auth-client.js';
import { fakeFetch, json, type SeenRequest } from '@latchkey/test-utils/fake-fetch';
import type { SessionData } from '../types.js';
import { FOCUS_COOLDOWN } from './create-session-atom.js';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.test', emailVerified: true, createdAt: new Date(0), updatedAt: new Date(0) };
const session = { id: 's1', userId: 'u1', token: 't', expiresAt: new Date(0), createdAt: new Date(0), updatedAt: new Date(0) };

/** A server with one account: sign-in creates the session, sign-out ends it. */
const server = () => {
  let signedIn = false;
  const fetch = fakeFetch((request: SeenRequest) => {
    if (request.path === '/sign-in/email') {
      if ((request.body as { password?: string }).password !== 'right') {
        return json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      }
      signedIn = true;
      return json({ redirect: false, token: 't', user });
    }
    if (request.path === '/sign-out') signedIn = false;
    if (request.path === '/get-session') return json(signedIn ? { session, user } : null);
    return json({ success: true });
  });
  const sessionLoads = (): number => fetch.requests.filter((r) => r.path === '/get-session').length;
  return { fetch, sessionLoads, signIn: () => (signedIn = true) };
};

const makeClient = (fetch: typeof globalThis.fetch, initialSession?: SessionData | null) =>
  createAuthClient({ baseURL: 'https://app.test', fetchOptions: { fetch }, initialSession });

const setVisibility = (state: 'visible' | 'hidden'): void => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('$session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('loads lazily, on the first listener', async () => {
    const { fetch, sessionLoads, signIn } = server();
    signIn();
    const client = makeClient(fetch);
    expect(sessionLoads()).toBe(0);
    expect(client.$session.value).toMatchObject({ data: null, isPending: true });
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(1);
    expect(client.$session.get()).toMatchObject({ data: { user: { email: 'ada@example.test' } }, isPending: false, error: null });
    stop();
  });

  it('refetches after a successful sign-in and sign-out, not after a failed one', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch);
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(client.$session.get().data).toBeNull();

    const failed = await client.signIn.email({ email: 'ada@example.test', password: 'wrong' });
    expect(failed.error?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(sessionLoads()).toBe(1);

    await client.signIn.email({ email: 'ada@example.test', password: 'right' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(2);
    expect(client.$session.get().data?.user.id).toBe('u1');

    await client.signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(3);
    expect(client.$session.get().data).toBeNull();
    stop();
  });

  it('refetches when the tab becomes visible, at most once per cooldown', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch);
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(1);
    await vi.advanceTimersByTimeAsync(FOCUS_COOLDOWN);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(1);
    setVisibility('visible');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(2);
    stop();
  });

  it('shares one request between concurrent refetches', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch, null);
    const { refetch } = client.$session.get();
    await Promise.all([refetch(), refetch(), refetch()]);
    expect(sessionLoads()).toBe(1);
  });

  it('stops listening 1000 ms after the last listener leaves', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch);
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(FOCUS_COOLDOWN);
    stop();
    await vi.advanceTimersByTimeAsync(999);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(2);
    await vi.advanceTimersByTimeAsync(FOCUS_COOLDOWN + 1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(2);
    // Watched again: the data may be stale, so it is loaded again.
    const again = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(3);
    again();
  });

  it('starts from initialSession without loading, and refetches after an unwatched change', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch, { session, user });
    expect(client.$session.value).toMatchObject({ data: { user: { id: 'u1' } }, isPending: false });
    const stop = client.$session.listen(() => {});
    expect(sessionLoads()).toBe(0);
    stop();
    await vi.advanceTimersByTimeAsync(1000);

    const other = makeClient(fetch, { session, user });
    await other.signOut();
    expect(sessionLoads()).toBe(0);
    const watch = other.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(1);
    expect(other.$session.get().data).toBeNull();
    watch();
  });

  it('keeps data on a network failure and clears it on a 4xx', async () => {
    let answer: Response | Error = json({ session, user });
    const fetch = fakeFetch(() => answer);
    const client = createAuthClient({ baseURL: 'https://app.test', fetchOptions: { fetch, retry: 0 } });
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    answer = new TypeError('offline');
    await client.$session.get().refetch();
    expect(client.$session.get()).toMatchObject({ data: { user: { id: 'u1' } }, error: { code: 'NETWORK_ERROR' } });
    answer = json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401);
    await client.$session.get().refetch();
    expect(client.$session.get()).toMatchObject({ data: null, error: { status: 401 } });
    stop();
  });

  it('refetches on a storage event from a tab without BroadcastChannel', async () => {
    const { fetch, sessionLoads } = server();
    const client = makeClient(fetch);
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'latchkey.session-changed', newValue: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionLoads()).toBe(2);
    stop();
  });
});

describe('$session across tabs', () => {
  it('refetches in the other tab after a sign-in, with only a signal on the channel', async () => {
    const { fetch, sessionLoads } = server();
    const messages: unknown[] = [];
    const spy = new BroadcastChannel('latchkey');
    spy.onmessage = (event) => messages.push(event.data);
    const tabA = makeClient(fetch, null);
    const tabB = makeClient(fetch, null);
    const stopA = tabA.$session.listen(() => {});
    const stopB = tabB.$session.listen(() => {});

    await tabA.signIn.email({ email: 'ada@example.test', password: 'right' });
    await vi.waitFor(() => expect(tabB.$session.get().data?.user.id).toBe('u1'));
    await vi.waitFor(() => expect(tabA.$session.get().data?.user.id).toBe('u1'));
    expect(sessionLoads()).toBe(2);
    expect(messages).toEqual(['session-changed']);

    spy.close();
    stopA();
    stopB();
    await new Promise((resolve) => setTimeout(resolve, 1050));
  });
});
