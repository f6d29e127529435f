// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@latchkey/test-utils/fake-fetch';

const BROWSER_GLOBALS = ['window', 'document', 'location', 'localStorage', 'BroadcastChannel', 'navigator'];

describe('on the server', () => {
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
    vi.useRealTimers();
  });

  it('imports and creates a client without touching browser globals', async () => {
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules();
    const { createAuthClient } = await import('./index.js');
    const client = createAuthClient({ initialSession: null });
    expect(client.$session.value).toMatchObject({ data: null, isPending: false });
    expect(touched).toEqual([]);
  });

  it('loads the session with a baseURL and no DOM', async () => {
    vi.useFakeTimers();
    const { createAuthClient } = await import('./index.js');
    const fetch = fakeFetch(json(null));
    const client = createAuthClient({ baseURL: 'http://localhost:3000', fetchOptions: { fetch } });
    const stop = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.requests.map((r) => r.url.href)).toEqual(['http://localhost:3000/api/auth/get-session']);
    expect(client.$session.get()).toMatchObject({ data: null, isPending: false, error: null });
    stop();
    await vi.advanceTimersByTimeAsync(1000);
  });

  it('answers INVALID_URL, not a throw, without a baseURL', async () => {
    const { createAuthClient } = await import('./index.js');
    const client = createAuthClient({ fetchOptions: { fetch: fakeFetch() } });
    const { error } = await client.ok();
    expect(error).toMatchObject({ status: 0, code: 'INVALID_URL' });
    expect(error?.message).toMatch(/baseURL is required/);
  });
});
