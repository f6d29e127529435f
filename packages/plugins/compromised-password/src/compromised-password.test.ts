import { PASSWORD_PATHS, tryNewPassword } from '@latchkey/test-utils/password-paths';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compromisedPassword } from './compromised-password.js';
import type { CompromisedPasswordOptions } from './compromised-password-options.js';
import { startRangeServer, type RangeServer } from '@latchkey/test-utils/fake-servers/range-server';

// None of these is on the core's common-password list, so only the plugin decides.
const BREACHED = 'breached but long 1';
const RARELY_SEEN = 'seen twice in breaches';
const SAFE = 'a brand new passphrase';
const PADDED = 'only ever padding here';

const COMPROMISED = { status: 400, code: 'PASSWORD_COMPROMISED' };
const UNAVAILABLE = { status: 503, code: 'PASSWORD_CHECK_UNAVAILABLE' };
const ACCEPTED = { status: 200, code: null };

const withPlugin = (options: CompromisedPasswordOptions) => ({ plugins: [compromisedPassword(options)] });

describe('compromisedPassword against a range endpoint', () => {
  let server: RangeServer;
  beforeAll(async () => {
    server = await startRangeServer({ breached: { [BREACHED]: 52_000, [RARELY_SEEN]: 2 }, paddedOnly: [PADDED] });
  });
  afterAll(() => server.close());

  for (const path of PASSWORD_PATHS) {
    it(`refuses a password from a known breach (credential stuffing) on ${path}`, async () => {
      expect(await tryNewPassword(path, { options: withPlugin({ rangeURL: server.url }), password: BREACHED })).toEqual(COMPROMISED);
    });

    it(`accepts a password no breach lists on ${path}`, async () => {
      expect(await tryNewPassword(path, { options: withPlugin({ rangeURL: server.url }), password: SAFE })).toEqual(ACCEPTED);
    });
  }

  it('does not count padding lines (count 0) as a match', async () => {
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL: server.url }), password: PADDED })).toEqual(ACCEPTED);
  });

  it('sends only the first five characters of the SHA-1, asking for padding', async () => {
    const before = server.requests.length;
    await tryNewPassword('sign-up', { options: withPlugin({ rangeURL: server.url }), password: BREACHED });
    const sent = server.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toMatch(/^\/range\/[0-9A-F]{5}$/);
    expect(sent[0]?.headers['add-padding']).toBe('true');
  });

  it('counts a password as compromised only from minCount sightings', async () => {
    const options = withPlugin({ rangeURL: server.url, minCount: 3 });
    expect(await tryNewPassword('sign-up', { options, password: RARELY_SEEN })).toEqual(ACCEPTED);
    expect(await tryNewPassword('sign-up', { options, password: BREACHED })).toEqual(COMPROMISED);
  });

  it('leaves common passwords to the core list, without a lookup', async () => {
    const before = server.requests.length;
    const outcome = await tryNewPassword('sign-up', { options: withPlugin({ rangeURL: server.url }), password: 'password123' });
    expect(outcome).toEqual({ status: 400, code: 'PASSWORD_TOO_COMMON' });
    expect(server.requests.length).toBe(before);
  });
});

describe('compromisedPassword when the range endpoint fails', () => {
  const servers: RangeServer[] = [];
  const start = async (options: Parameters<typeof startRangeServer>[0]): Promise<string> => {
    const server = await startRangeServer(options);
    servers.push(server);
    return server.url;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('fails closed by default when the endpoint is too slow (an attacker cannot stall the check to slip a password in)', async () => {
    const rangeURL = await start({ delayMs: 2_000, breached: { [BREACHED]: 1 } });
    const started = Date.now();
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL, timeoutMs: 200 }), password: BREACHED })).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(1_800);
  });

  it('fails open when configured, accepting the password after the timeout', async () => {
    const rangeURL = await start({ delayMs: 2_000, breached: { [BREACHED]: 1 } });
    const options = withPlugin({ rangeURL, timeoutMs: 200, failOpen: true });
    expect(await tryNewPassword('sign-up', { options, password: BREACHED })).toEqual(ACCEPTED);
  });

  it('treats a non-200 answer as unavailable: closed by default, open when configured', async () => {
    const rangeURL = await start({ status: 503 });
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL }), password: SAFE })).toEqual(UNAVAILABLE);
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL, failOpen: true }), password: SAFE })).toEqual(ACCEPTED);
  });

  it('logs a breach-lookup outage once, at warn, with the cause and no stack', async () => {
    const rangeURL = await start({ status: 503 });
    const logged: { level: string; message: string; details: unknown[] }[] = [];
    const logger = { level: 'debug' as const, log: (level: string, message: string, ...details: unknown[]) => void logged.push({ level, message, details }) };
    expect(await tryNewPassword('sign-up', { options: { ...withPlugin({ rangeURL }), logger }, password: SAFE })).toEqual(UNAVAILABLE);
    expect(logged).toEqual([{ level: 'warn', message: expect.stringMatching(/^503 PASSWORD_CHECK_UNAVAILABLE on \/api\/auth\/sign-up\/email \(.+\)$/), details: [] }]);
  });

  it('does not follow a redirect, so the hash prefix goes only where configured', async () => {
    const elsewhere = await startRangeServer();
    servers.push(elsewhere);
    const rangeURL = await start({ redirectTo: `${elsewhere.url}/00000` });
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL }), password: SAFE })).toEqual(UNAVAILABLE);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('fails closed when nothing listens at the endpoint', async () => {
    const gone = await startRangeServer();
    await gone.close();
    expect(await tryNewPassword('sign-up', { options: withPlugin({ rangeURL: gone.url }), password: SAFE })).toEqual(UNAVAILABLE);
  });
});

describe('compromisedPassword options', () => {
  it('refuses settings that would check nothing or everything', () => {
    expect(() => compromisedPassword({ rangeURL: 'ftp://example.com/range' })).toThrow(/rangeURL/);
    expect(() => compromisedPassword({ rangeURL: 'not a url' })).toThrow(/rangeURL/);
    expect(() => compromisedPassword({ timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => compromisedPassword({ minCount: 0 })).toThrow(/minCount/);
  });

  it('declares codes the core does not, so the plugin starts', async () => {
    const auth = createTestAuth(withPlugin({ rangeURL: 'http://127.0.0.1:9/range' }));
    await expect(auth.$context).resolves.toBeDefined();
  });
});
