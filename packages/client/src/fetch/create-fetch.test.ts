import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@latchkey/test-utils/fake-fetch';
import type { FetchOptions } from '../types.js';
import { createFetch } from './create-fetch.js';

const setup = (answer: Parameters<typeof fakeFetch>[0], options: FetchOptions = {}) => {
  const fetch = fakeFetch(answer);
  const onSuccess = vi.fn();
  const $fetch = createFetch({ baseURL: 'https://app.test/', fetchOptions: { fetch, ...options }, onSuccess });
  return { $fetch, fetch, onSuccess };
};

const html502 = (): Response =>
  new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } });

describe('$fetch answers', () => {
  it('answers { data, error: null } for 2xx JSON, reviving ISO dates', async () => {
    const { $fetch, onSuccess } = setup(json({ user: { id: 'u1', createdAt: '2025-01-02T03:04:05.678Z' } }));
    const { data, error } = await $fetch<{ user: { createdAt: Date } }>('/get-session');
    expect(error).toBeNull();
    expect(data?.user.createdAt).toEqual(new Date('2025-01-02T03:04:05.678Z'));
    expect(onSuccess).toHaveBeenCalledWith('/get-session', data);
  });

  it('answers data null for an empty or null body', async () => {
    expect(await setup(json(null)).$fetch('/get-session')).toEqual({ data: null, error: null });
    expect(await setup(new Response(null, { status: 204 })).$fetch('/x')).toEqual({ data: null, error: null });
  });

  it('keeps the server code and message of a 4xx JSON error', async () => {
    const { $fetch, onSuccess } = setup(json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401));
    expect(await $fetch('/sign-in/email', { body: {} })).toEqual({
      data: null,
      error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('answers UNKNOWN_ERROR with the status for a non-JSON 5xx', async () => {
    const { $fetch } = setup(html502(), { retry: 0 });
    expect(await $fetch('/get-session')).toEqual({
      data: null,
      error: { status: 502, code: 'UNKNOWN_ERROR', message: 'Bad Gateway' },
    });
  });

  it('answers NETWORK_ERROR with status 0 when fetch rejects, and never throws', async () => {
    const onError = vi.fn();
    const { $fetch } = setup(new TypeError('Failed to fetch'), { retry: 0, onError });
    const result = await $fetch('/get-session');
    expect(result).toEqual({ data: null, error: { status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' } });
    expect(onError).toHaveBeenCalledWith(result.error, { path: '/get-session' });
  });

  it('answers INVALID_URL instead of throwing when no origin is known', async () => {
    const $fetch = createFetch({ fetchOptions: { fetch: fakeFetch() } });
    vi.stubGlobal('location', undefined);
    const { error } = await $fetch('/get-session');
    vi.unstubAllGlobals();
    expect(error?.code).toBe('INVALID_URL');
  });

  it('answers ABORTED, not retried, when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { $fetch, fetch } = setup(() => new DOMException('aborted', 'AbortError'));
    expect((await $fetch('/get-session', { signal: controller.signal })).error?.code).toBe('ABORTED');
    expect(fetch.requests).toHaveLength(1);
  });

  it('lets onRequest change the request and onResponse see the answer', async () => {
    const seen: number[] = [];
    const { $fetch, fetch } = setup(json({}), {
      onRequest: (context) => context.init.headers.set('authorization', 'Bearer t'),
      onResponse: (response) => void seen.push(response.status),
    });
    await $fetch('/get-session');
    expect(fetch.requests[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(seen).toEqual([200]);
  });
});

describe('$fetch retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const sequence = (...answers: (Response | Error)[]) => {
    let i = 0;
    return () => answers[Math.min(i++, answers.length - 1)] as Response | Error;
  };

  it('retries a GET twice by default, 1000 ms apart, after network failures and 5xx', async () => {
    const { $fetch, fetch } = setup(sequence(new TypeError('offline'), html502(), json({ ok: true })));
    const pending = $fetch('/get-session');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.requests).toHaveLength(3);
    expect(await pending).toEqual({ data: { ok: true }, error: null });
  });

  it('gives up after the configured count and answers the last error', async () => {
    const { $fetch, fetch } = setup(html502(), { retry: { attempts: 3, delay: 200 } });
    const pending = $fetch('/get-session');
    await vi.advanceTimersByTimeAsync(600);
    expect((await pending).error?.status).toBe(502);
    expect(fetch.requests).toHaveLength(4);
  });

  it('never retries a 4xx', async () => {
    const { $fetch, fetch } = setup(json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401), { retry: 5 });
    const pending = $fetch('/get-session');
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).error?.status).toBe(401);
    expect(fetch.requests).toHaveLength(1);
  });

  it('does not retry a POST unless configured', async () => {
    const unconfigured = setup(html502());
    const first = unconfigured.$fetch('/sign-up/email', { body: { email: 'a@b.test' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await first).error?.status).toBe(502);
    expect(unconfigured.fetch.requests).toHaveLength(1);

    const configured = setup(html502(), { retry: 1 });
    const second = configured.$fetch('/sign-up/email', { body: { email: 'a@b.test' } });
    await vi.advanceTimersByTimeAsync(1000);
    await second;
    expect(configured.fetch.requests).toHaveLength(2);
  });
});
