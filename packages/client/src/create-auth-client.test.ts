import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './create-auth-client.js';
import { defineClientPlugin } from './define-client-plugin.js';
import { fakeFetch, json } from '@latchkey/test-utils/fake-fetch';

describe('client plugin atomListeners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('refetch the session and plugin atoms after matching calls only', async () => {
    const refetchOrganization = vi.fn();
    const $activeOrganization = atom({ id: 'o1', refetch: refetchOrganization });
    const plugin = defineClientPlugin({
      id: 'demo',
      getAtoms: () => ({ $activeOrganization }),
      atomListeners: [
        { matcher: (path) => path === '/two-factor/verify-totp' },
        { matcher: (path) => path.startsWith('/organization/'), atom: '$activeOrganization' },
        // A careless matcher must not make the session load itself forever.
        { matcher: () => true, atom: '$session' },
      ],
    });
    const fetch = fakeFetch(json({ ok: true }));
    const client = createAuthClient({ baseURL: 'https://app.test', plugins: [plugin], fetchOptions: { fetch } });
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    const loads = (): number => fetch.requests.filter((r) => r.path === '/get-session').length;
    expect(loads()).toBe(1);

    await client.$fetch('/two-factor/verify-totp', { body: { code: '123456' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads()).toBe(2);

    await client.$fetch('/organization/set-active', { body: { organizationId: 'o2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(refetchOrganization).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets plugin actions say the session changed through $store.notify', async () => {
    const plugin = defineClientPlugin({
      id: 'demo',
      getActions: (_, $store) => ({ forceRefresh: () => $store.notify() }),
    });
    const fetch = fakeFetch(json(null));
    const client = createAuthClient({ baseURL: 'https://app.test', plugins: [plugin], fetchOptions: { fetch } });
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    client.forceRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.requests.map((r) => r.path)).toEqual(['/get-session', '/get-session']);
    stop();
  });

  it('shows plugins the data of every successful call through onSuccess, and survives one that throws', async () => {
    const seen: unknown[] = [];
    const watching = defineClientPlugin({ id: 'watching', onSuccess: ({ path, data }) => void seen.push({ path, data }) });
    const throwing = defineClientPlugin({
      id: 'throwing',
      onSuccess: () => {
        throw new Error('boom');
      },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = fakeFetch(json({ twoFactorRedirect: true }));
    const client = createAuthClient({ baseURL: 'https://app.test', plugins: [throwing, watching], fetchOptions: { fetch } });
    const answer = await client.$fetch('/sign-in/email', { body: { email: 'a@example.com', password: 'x' } });
    expect(answer.error).toBeNull();
    expect(seen).toEqual([{ path: '/sign-in/email', data: { twoFactorRedirect: true } }]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
