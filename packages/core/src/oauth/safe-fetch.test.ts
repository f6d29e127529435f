import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, type LookupAll } from './safe-fetch.js';

let server: Server;
let origin: string;
let hits: string[];

beforeAll(async () => {
  hits = [];
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/target' }).end();
      return;
    }
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000);
      return;
    }
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const lookupTo = (...addresses: string[]): LookupAll => async () => addresses;

describe('createSafeFetch', () => {
  it('refuses loopback, private, link-local and unique-local addresses, literal or resolved', async () => {
    const safe = createSafeFetch({ lookup: lookupTo('10.0.0.5') });
    for (const url of ['https://127.0.0.1/', 'https://[::1]/', 'https://169.254.169.254/latest', 'https://[fd00::1]/', 'https://0x7f.1/', 'https://2130706433/']) {
      await expect(safe(url)).rejects.toMatchObject({ code: 'OAUTH_UNSAFE_URL', details: { reason: 'private_address' } });
    }
    await expect(safe('https://intranet.example/')).rejects.toMatchObject({ details: { reason: 'private_address' } });
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const safe = createSafeFetch({ lookup: lookupTo('93.184.215.14', '192.168.0.10') });
    await expect(safe('https://mixed.example/')).rejects.toMatchObject({ details: { reason: 'private_address' } });
  });

  it('refuses plain http and credentials in the URL', async () => {
    const safe = createSafeFetch({ lookup: lookupTo('93.184.215.14') });
    await expect(safe('http://public.example/')).rejects.toMatchObject({ details: { reason: 'scheme' } });
    await expect(safe('https://user:pw@public.example/')).rejects.toMatchObject({ details: { reason: 'credentials' } });
    await expect(safe('file:///etc/passwd')).rejects.toMatchObject({ details: { reason: 'scheme' } });
  });

  it('calls public hosts through the injected fetch', async () => {
    const seen: string[] = [];
    const safe = createSafeFetch({
      lookup: lookupTo('93.184.215.14'),
      fetch: async (input, init) => (seen.push(`${String(input)} ${init?.redirect}`), new Response('{}')),
    });
    expect((await safe('https://public.example/x')).status).toBe(200);
    expect(seen).toEqual(['https://public.example/x manual']);
  });

  it('allows the loopback server only with allowPrivateNetwork', async () => {
    await expect(createSafeFetch()(`${origin}/ok`)).rejects.toMatchObject({ code: 'OAUTH_UNSAFE_URL' });
    const response = await createSafeFetch({ allowPrivateNetwork: true })(`${origin}/ok`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('never follows redirects', async () => {
    hits.length = 0;
    await expect(createSafeFetch({ allowPrivateNetwork: true })(`${origin}/redirect`)).rejects.toMatchObject({
      code: 'OAUTH_UNSAFE_URL',
      details: { reason: 'redirect' },
    });
    expect(hits).toEqual(['/redirect']);
  });

  it('times out', async () => {
    await expect(createSafeFetch({ allowPrivateNetwork: true, timeoutMs: 100 })(`${origin}/slow`)).rejects.toMatchObject({
      code: 'OAUTH_REQUEST_FAILED',
    });
  });
});
