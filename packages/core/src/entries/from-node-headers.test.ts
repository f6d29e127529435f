import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { fromNodeHeaders } from './from-node-headers.js';

describe('fromNodeHeaders', () => {
  it('keeps single and repeated values and skips undefined ones', () => {
    const headers = fromNodeHeaders({ cookie: 'a=1', 'x-many': ['1', '2'], 'x-none': undefined });
    expect(headers.get('cookie')).toBe('a=1');
    expect(headers.get('x-many')).toBe('1, 2');
    expect(headers.has('x-none')).toBe(false);
  });

  it("reads the session from a node:http request's headers through auth.api.getSession", async () => {
    const auth = createTestAuth();
    const jar = cookieJar();
    jar.store(await auth.handler(request('/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' } })));
    const server = createServer((req, res) => {
      void auth.api.getSession({ headers: fromNodeHeaders(req.headers) }).then((current) => res.end(current?.user.email ?? 'none'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      expect(await (await fetch(url, { headers: { cookie: jar.header() } })).text()).toBe('ada@example.com');
      expect(await (await fetch(url)).text()).toBe('none');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
