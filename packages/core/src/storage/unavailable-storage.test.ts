import Database from 'better-sqlite3';
import type Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { closedPort, failFastRedis, patientRedis, silentServer } from '@latchkey/test-utils/redis';
import type { AuthOptions } from '../declarations/auth-context.js';
import { memoryKeyValueStore } from './memory-key-value-store.js';
import { redisKeyValueStore } from './redis-key-value-store.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const TIMEOUT_MS = 300;
/** Far above the timeout: the point is that an answer arrives, not how fast. */
const ARRIVES_WITHIN_MS = 10_000;

let hung: Awaited<ReturnType<typeof silentServer>>;
let downPort: number;
const clients: Redis[] = [];

beforeAll(async () => {
  hung = await silentServer();
  downPort = await closedPort();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => hung.close());

/** Secondary storage on a Redis that cannot answer: nothing listening, or a server that never replies. */
const unreachable = {
  'closed port (fail-fast client)': () => track(failFastRedis(downPort)),
  'closed port (default client)': () => track(patientRedis(downPort)),
  'server that never answers': () => track(patientRedis(hung.port)),
};

function track(client: Redis): Redis {
  clients.push(client);
  return client;
}

async function timed(call: () => Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await call();
  return { response, ms: performance.now() - started };
}

for (const [name, connect] of Object.entries(unreachable)) {
  describe(`secondary storage down: ${name}`, () => {
    const storeOptions = (): Pick<AuthOptions, 'secondaryStorage' | 'secondaryStorageTimeout'> => ({
      secondaryStorage: redisKeyValueStore(connect()),
      secondaryStorageTimeout: TIMEOUT_MS,
    });

    it('rate limiting fails closed by default: 503 with a code and Retry-After, never a 500, logged once at warn', async () => {
      const logged: { level: string; message: string; details: unknown[] }[] = [];
      const logger = { level: 'debug' as const, log: (level: string, message: string, ...details: unknown[]) => void logged.push({ level, message, details }) };
      const auth = createTestAuth({ ...storeOptions(), rateLimit: { enabled: true, storage: 'secondary' }, logger });
      const { response, ms } = await timed(() => auth.handler(request('/get-session')));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ code: 'SECONDARY_STORAGE_UNAVAILABLE', message: expect.any(String) });
      expect(ms).toBeLessThan(ARRIVES_WITHIN_MS);
      expect(logged).toEqual([{ level: 'warn', message: expect.stringMatching(/^503 SECONDARY_STORAGE_UNAVAILABLE on \/api\/auth\/get-session/), details: [] }]);
    });

    it('rate limiting fails open with onStorageError allow: the request is served', async () => {
      const auth = createTestAuth({
        ...storeOptions(),
        rateLimit: { enabled: true, storage: 'secondary', onStorageError: 'allow' },
      });
      const { response, ms } = await timed(() => auth.handler(request('/get-session')));
      expect(response.status).toBe(200);
      expect(ms).toBeLessThan(ARRIVES_WITHIN_MS);
    });

    describe('session reads', () => {
      /** Signs in on an instance whose store works, then reads with one sharing its database whose store is down. */
      async function signedInThenDown(session: AuthOptions['session']) {
        const database = new Database(':memory:');
        const working = createTestAuth({ database, secondaryStorage: memoryKeyValueStore(), session });
        await working.handler(request('/sign-up/email', { body: ada }));
        const jar = cookieJar();
        jar.store(await working.handler(request('/sign-in/email', { body: { email: ada.email, password: ada.password } })));
        const down = createTestAuth({ database, ...storeOptions(), session });
        return { jar, down };
      }

      it('fail closed by default: 503, and the cookies stay', async () => {
        const { jar, down } = await signedInThenDown({ storage: 'secondary' });
        const { response, ms } = await timed(() => down.handler(request('/get-session', { cookie: jar.header() })));
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect((await response.json()).code).toBe('SECONDARY_STORAGE_UNAVAILABLE');
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(ms).toBeLessThan(ARRIVES_WITHIN_MS);
      });

      it('fail open with the database as the record: the session is read from the database', async () => {
        const { jar, down } = await signedInThenDown({ storage: 'secondary', onStorageError: 'allow' });
        const { response, ms } = await timed(() => down.handler(request('/get-session', { cookie: jar.header() })));
        expect(response.status).toBe(200);
        expect((await response.json()).user.email).toBe(ada.email);
        expect(ms).toBeLessThan(ARRIVES_WITHIN_MS);
      });

      it('fail open without the database: no session for now, and the cookies are not cleared', async () => {
        const { jar, down } = await signedInThenDown({ storage: 'secondary', storeInDatabase: false, onStorageError: 'allow' });
        const { response, ms } = await timed(() => down.handler(request('/get-session', { cookie: jar.header() })));
        expect(response.status).toBe(200);
        expect(await response.json()).toBeNull();
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(ms).toBeLessThan(ARRIVES_WITHIN_MS);
      });

      it('a sign-up that cannot store its session answers 503 and leaves no account: the same sign-up works once the store is back', async () => {
        const database = new Database(':memory:');
        const down = createTestAuth({ database, ...storeOptions(), session: { storage: 'secondary' } });
        const failed = await down.handler(request('/sign-up/email', { body: { ...ada, email: 'lin@example.com' } }));
        expect(failed.status).toBe(503);
        expect((await failed.json()).code).toBe('SECONDARY_STORAGE_UNAVAILABLE');
        expect(database.prepare('select count(*) as n from user').get()).toEqual({ n: 0 });
        expect(database.prepare('select count(*) as n from account').get()).toEqual({ n: 0 });
        const back = createTestAuth({ database, secondaryStorage: memoryKeyValueStore(), session: { storage: 'secondary' } });
        const retried = await back.handler(request('/sign-up/email', { body: { ...ada, email: 'lin@example.com' } }));
        expect(retried.status).toBe(200);
        expect((await retried.json()).token).toEqual(expect.any(String));
      });

      it('a sign-in that cannot store its session answers 503, not 500', async () => {
        const database = new Database(':memory:');
        const working = createTestAuth({ database, secondaryStorage: memoryKeyValueStore(), session: { storage: 'secondary' } });
        await working.handler(request('/sign-up/email', { body: { ...ada, email: 'grace@example.com' } }));
        const auth = createTestAuth({ database, ...storeOptions(), session: { storage: 'secondary' } });
        const response = await auth.handler(request('/sign-in/email', { body: { email: 'grace@example.com', password: ada.password } }));
        expect(response.status).toBe(503);
        expect((await response.json()).code).toBe('SECONDARY_STORAGE_UNAVAILABLE');
      });
    });
  });
}
