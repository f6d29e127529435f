import { describe, expect, it } from 'vitest';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { defineEndpoint } from './define-endpoint.js';
import { definePlugin } from '../plugin/define-plugin.js';
import { CookieJar } from '../cookies/cookie-jar.js';
import { requestMemo } from './request-memo.js';

const jar = (): CookieJar => new CookieJar({ cookieHeader: null });

describe('requestMemo', () => {
  it('makes the value once per request, and each request its own', async () => {
    const memo = requestMemo<{ n: number }>('test.counter');
    let made = 0;
    const counted = defineEndpoint({
      method: 'GET',
      path: '/test/counted',
      handler: (ctx) => {
        const first = memo.get(ctx, () => ({ n: ++made }));
        expect(memo.get(ctx, () => ({ n: ++made }))).toBe(first);
        return first;
      },
    });
    const auth = createTestAuth({ plugins: [definePlugin({ id: 'counted', endpoints: { counted } })] });
    expect(await auth.api.counted()).toEqual({ n: 1 });
    expect(await auth.api.counted()).toEqual({ n: 2 });
    expect(made).toBe(2);
  });

  it('peeks without making, forgets on demand, and keeps apart memos of the same name', () => {
    const ctx = { cookies: jar() };
    const one = requestMemo<string>('test.same');
    const other = requestMemo<string>('test.same');
    expect(one.peek(ctx)).toBeUndefined();
    expect(one.get(ctx, () => 'a')).toBe('a');
    expect(other.peek(ctx)).toBeUndefined();
    expect(one.peek({ cookies: jar() })).toBeUndefined();
    one.forget(ctx);
    expect(one.peek(ctx)).toBeUndefined();
    expect(one.get(ctx, () => 'b')).toBe('b');
  });
});
