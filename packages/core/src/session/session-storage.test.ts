import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { connectTestRedis, testRedisPrefix } from '@latchkey/test-utils/redis';
import type { KeyValueStore } from '../storage/key-value-store.js';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';
import { redisKeyValueStore, type RedisEvalClient } from '../storage/redis-key-value-store.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const redis = await connectTestRedis('session storage');
const prefixes: ReturnType<typeof testRedisPrefix>[] = [];

afterAll(async () => {
  for (const prefix of prefixes) await prefix.clear();
  await redis?.quit();
});

/** Counts what reaches the database (every Kysely query) and the store (every call, or every Redis command). */
interface Counters {
  queries: number;
  storeCalls: number;
}

/** The store under test, counting its round trips: Redis commands for Redis, calls for memory. */
type StoreFactory = (counters: Counters) => KeyValueStore;

const memoryStore: StoreFactory = (counters) => countCalls(memoryKeyValueStore(), counters);

const redisStore: StoreFactory = (counters) => {
  const prefix = testRedisPrefix(redis!);
  prefixes.push(prefix);
  const client: RedisEvalClient = {
    eval: (...args) => {
      counters.storeCalls++;
      return redis!.eval(...args);
    },
  };
  return redisKeyValueStore(client, { prefix: prefix.prefix });
};

function countCalls(store: KeyValueStore, counters: Counters): KeyValueStore {
  const counted = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(store) as [string, (...args: unknown[]) => unknown][]) {
    counted[name] = (...args: unknown[]) => {
      counters.storeCalls++;
      return method(...args);
    };
  }
  return counted as unknown as KeyValueStore;
}

function setup(makeStore: StoreFactory, storeInDatabase: boolean) {
  const counters: Counters = { queries: 0, storeCalls: 0 };
  const kysely = new Kysely<any>({
    dialect: new SqliteDialect({ database: new Database(':memory:') }),
    log: (event) => {
      if (event.level === 'query') counters.queries++;
    },
  });
  const auth = createTestAuth({
    database: { kysely, dialect: 'sqlite' as const },
    secondaryStorage: makeStore(counters),
    session: { storage: 'secondary', storeInDatabase },
    user: { deleteUser: { enabled: true } },
  });
  const reset = (): void => {
    counters.queries = 0;
    counters.storeCalls = 0;
  };
  const signIn = async () => {
    const jar = cookieJar();
    jar.store(await auth.handler(request('/sign-in/email', { body: { email: ada.email, password: ada.password } })));
    return jar;
  };
  const call = async (path: string, jar: ReturnType<typeof cookieJar>, body?: unknown) => {
    const response = await auth.handler(request(path, { cookie: jar.header(), body }));
    jar.store(response);
    return { status: response.status, body: (await response.json()) as any };
  };
  const sessionRows = async (): Promise<number> =>
    Number((await kysely.selectFrom('session').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { auth, counters, reset, signIn, call, sessionRows };
}

const stores: [string, StoreFactory, boolean][] = [
  ['memory store', memoryStore, true],
  ['Redis', redisStore, redis !== null],
];

for (const [storeName, makeStore, available] of stores) {
  for (const storeInDatabase of [true, false]) {
    describe.skipIf(!available)(`sessions in secondary storage (${storeName}, storeInDatabase: ${storeInDatabase})`, () => {
      let t: ReturnType<typeof setup>;
      beforeEach(async () => {
        t = setup(makeStore, storeInDatabase);
        await t.auth.handler(request('/sign-up/email', { body: ada }));
      });

      it('answers get-session with one storage round trip and no database query', async () => {
        const jar = await t.signIn();
        t.reset();
        const { status, body } = await t.call('/get-session', jar);
        expect(status).toBe(200);
        expect(body.user.email).toBe(ada.email);
        expect(t.counters).toEqual({ queries: 0, storeCalls: 1 });
      });

      it(`keeps ${storeInDatabase ? 'a row per session in the database as well' : 'no session row in the database'}`, async () => {
        await t.signIn();
        await t.signIn();
        expect(await t.sessionRows()).toBe(storeInDatabase ? 3 : 0);
      });

      it('lists, revokes one, revokes the others, and signs out: each gone at once', async () => {
        const laptop = await t.signIn();
        const phone = await t.signIn();
        const tablet = await t.signIn();
        const listed = (await t.call('/list-sessions', laptop)).body as { token: string }[];
        expect(listed).toHaveLength(4);
        const phoneSession = (await t.call('/get-session', phone)).body.session;
        const phoneHash = listed.find((s) => (s as unknown as { id: string }).id === phoneSession.id)!.token;
        expect((await t.call('/revoke-session', laptop, { token: phoneHash })).status).toBe(200);
        expect((await t.call('/get-session', phone)).body).toBeNull();
        expect((await t.call('/revoke-other-sessions', laptop, {})).status).toBe(200);
        expect((await t.call('/get-session', tablet)).body).toBeNull();
        expect((await t.call('/list-sessions', laptop)).body).toHaveLength(1);
        expect((await t.call('/sign-out', laptop, {})).status).toBe(200);
        expect((await t.call('/get-session', laptop)).status).toBe(200);
        expect((await t.call('/get-session', laptop)).body).toBeNull();
      });

      it('shows a user update in the stored copy of every session of the user', async () => {
        const one = await t.signIn();
        const two = await t.signIn();
        expect((await t.call('/update-user', one, { name: 'Ada Lovelace' })).status).toBe(200);
        expect((await t.call('/get-session', two)).body.user.name).toBe('Ada Lovelace');
      });

      it('ends every other session on a password change, and all of them on revoke-sessions', async () => {
        const one = await t.signIn();
        const two = await t.signIn();
        const changed = await t.call('/change-password', one, {
          currentPassword: ada.password,
          newPassword: 'difference engine',
          revokeOtherSessions: true,
        });
        expect(changed.status).toBe(200);
        expect((await t.call('/get-session', two)).body).toBeNull();
        expect((await t.call('/get-session', one)).body.user.email).toBe(ada.email);
        expect((await t.call('/revoke-sessions', one, {})).status).toBe(200);
        expect((await t.call('/get-session', one)).body).toBeNull();
      });

      it('ends the sessions of a deleted user', async () => {
        const one = await t.signIn();
        const two = await t.signIn();
        expect((await t.call('/delete-user', one, { password: ada.password })).status).toBe(200);
        expect((await t.call('/get-session', two)).body).toBeNull();
      });
    });
  }
}

describe('a session read from the database when the store lost it (storeInDatabase: true)', () => {
  it('is read from the database once and stored again', async () => {
    const store = memoryKeyValueStore();
    const t = setup(() => store, true);
    await t.auth.handler(request('/sign-up/email', { body: ada }));
    const jar = await t.signIn();
    const session = (await t.call('/get-session', jar)).body.session;
    const listed = (await t.call('/list-sessions', jar)).body as { id: string; token: string }[];
    await store.delete(`latchkey:session:${listed.find((s) => s.id === session.id)!.token}`);
    t.reset();
    expect((await t.call('/get-session', jar)).body.session.id).toBe(session.id);
    expect(t.counters.queries).toBeGreaterThan(0);
    t.reset();
    expect((await t.call('/get-session', jar)).body.session.id).toBe(session.id);
    expect(t.counters.queries).toBe(0);
  });
});

/** A memory store that can hold the next write of a session copy until released, to put a revocation in between. */
function holdingStore() {
  const store = memoryKeyValueStore();
  let hold: { reached: () => void; released: Promise<void> } | null = null;
  const holding: KeyValueStore = {
    ...store,
    async set(key, value, ttl) {
      const held = key.startsWith('latchkey:session:') ? hold : null;
      if (held) {
        hold = null;
        held.reached();
        await held.released;
      }
      return store.set(key, value, ttl);
    },
  };
  const holdNextSessionWrite = () => {
    let reached!: () => void;
    let release!: () => void;
    const atWrite = new Promise<void>((resolve) => (reached = resolve));
    hold = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
    return { atWrite, release };
  };
  return { store: holding, raw: store, holdNextSessionWrite };
}

describe('a read that races a revocation never brings the session back', () => {
  const DAY = 86_400_000;
  afterEach(() => vi.useRealTimers());

  it('write-back after a database read (storeInDatabase: true): the copy written after revoke-sessions is dropped', async () => {
    const { store, raw, holdNextSessionWrite } = holdingStore();
    const t = setup(() => store, true);
    await t.auth.handler(request('/sign-up/email', { body: ada }));
    const victim = await t.signIn();
    const other = await t.signIn();
    const session = (await t.call('/get-session', victim)).body.session;
    const listed = (await t.call('/list-sessions', victim)).body as { id: string; token: string }[];
    await raw.delete(`latchkey:session:${listed.find((s) => s.id === session.id)!.token}`);

    const held = holdNextSessionWrite();
    const racing = t.call('/get-session', victim); // reads the row, then waits to write the copy back
    await held.atWrite;
    expect((await t.call('/revoke-sessions', other, {})).status).toBe(200);
    held.release();
    expect((await racing).body.session.id).toBe(session.id); // it was valid when read
    expect((await t.call('/get-session', victim)).body).toBeNull();
  });

  it('refresh (storeInDatabase: false): the copy a refresh writes after revoke-sessions is dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    const { store, holdNextSessionWrite } = holdingStore();
    const t = setup(() => store, false);
    await t.auth.handler(request('/sign-up/email', { body: ada }));
    const victim = await t.signIn();
    vi.setSystemTime(Date.now() + 2 * DAY); // past the update age: the next read refreshes
    const other = await t.signIn();

    const held = holdNextSessionWrite();
    const racing = t.call('/get-session', victim);
    await held.atWrite;
    expect((await t.call('/revoke-sessions', other, {})).status).toBe(200);
    held.release();
    await racing;
    expect((await t.call('/get-session', victim)).body).toBeNull();
  });
});

describe('the expiry of a stored session (memory store, storeInDatabase: false)', () => {
  const DAY = 86_400_000;
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('slides with each refresh, and the entry is gone once the session expires', async () => {
    // Built under the fake clock, so the store's expiry follows it.
    const t = setup(() => memoryKeyValueStore(), false);
    await t.auth.handler(request('/sign-up/email', { body: ada }));
    const jar = await t.signIn();
    vi.setSystemTime(Date.now() + 6 * DAY);
    const refreshed = (await t.call('/get-session', jar)).body.session;
    expect(new Date(refreshed.expiresAt).getTime()).toBe(Date.now() + 7 * DAY);
    vi.setSystemTime(Date.now() + 2 * DAY);
    expect((await t.call('/get-session', jar)).body?.session.id).toBe(refreshed.id);
    vi.setSystemTime(Date.now() + 7 * DAY);
    expect((await t.call('/get-session', jar)).body).toBeNull();
  });
});

describe('createAuth with storeInDatabase: false', () => {
  it('refuses a store without the set operations the per-user list needs', () => {
    const { get, set, delete: del, incr } = memoryKeyValueStore();
    expect(() =>
      createTestAuth({ secondaryStorage: { get, set, delete: del, incr }, session: { storage: 'secondary', storeInDatabase: false } }),
    ).toThrow(/addMember, removeMember and members/);
  });
});
