import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { connectTestRedis, testRedisPrefix } from '@latchkey/test-utils/redis';
import type { KeyValueStore } from '../storage/key-value-store.js';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';
import { redisKeyValueStore, type RedisEvalClient } from '../storage/redis-key-value-store.js';
import { revokeUserSessions } from './revoke-user-sessions.js';
import { updateUserSessions } from './update-user-sessions.js';

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

/** A session field a request may set (`/update-session`), for the tests that rewrite stored copies. */
const additionalFields = {
  theme: { type: 'string', required: false },
  tier: { type: 'string', required: false, defaultValue: 'free' },
} as const;

/**
 * An instance on SQLite in memory, counting its queries; with `projectDatabase`,
 * on the database of the test project (SQLite, Postgres or MySQL), uncounted.
 */
function setup(makeStore: StoreFactory, storeInDatabase: boolean, options: { sessionFields?: boolean; projectDatabase?: boolean } = {}) {
  const counters: Counters = { queries: 0, storeCalls: 0 };
  const kysely = new Kysely<any>({
    dialect: new SqliteDialect({ database: new Database(':memory:') }),
    log: (event) => {
      if (event.level === 'query') counters.queries++;
    },
  });
  const auth = createTestAuth({
    ...(options.projectDatabase ? {} : { database: { kysely, dialect: 'sqlite' as const } }),
    secondaryStorage: makeStore(counters),
    session: { storage: 'secondary', storeInDatabase, ...(options.sessionFields ? { additionalFields } : {}) },
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
    options.projectDatabase
      ? (await auth.$context).db.count({ model: 'session' })
      : Number((await kysely.selectFrom('session').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** The token hash of a signed-in jar's session: the key of its stored copy. */
  const tokenHashOf = async (jar: ReturnType<typeof cookieJar>): Promise<string> => {
    const { id } = (await call('/get-session', jar)).body.session as { id: string };
    const listed = (await call('/list-sessions', jar)).body as { id: string; token: string }[];
    return listed.find((s) => s.id === id)!.token;
  };
  return { auth, counters, reset, signIn, call, sessionRows, tokenHashOf };
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

      it('a new session answers every declared session field as the table would: its default, or null', async () => {
        const f = setup(makeStore, storeInDatabase, { sessionFields: true });
        await f.auth.handler(request('/sign-up/email', { body: ada }));
        const { body } = await f.call('/get-session', await f.signIn());
        expect(body.session).toMatchObject({ theme: null, tier: 'free', ipAddress: null, userAgent: null });
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

/**
 * A store (memory unless given) that can hold the next write of a session copy,
 * or of the copy at one key, or the next deletion of a copy, until released,
 * to put a revocation (or a sign-in) in between.
 */
function holdingStore(store: KeyValueStore = memoryKeyValueStore()) {
  type Hold = { key: string | null; reached: (key: string) => void; released: Promise<void> };
  const holds: { set: Hold | null; delete: Hold | null } = { set: null, delete: null };
  const wait = async (op: 'set' | 'delete', key: string): Promise<void> => {
    const held = key.startsWith('latchkey:session:') && (holds[op]?.key ?? key) === key ? holds[op] : null;
    if (!held) return;
    holds[op] = null;
    held.reached(key);
    await held.released;
  };
  const holding: KeyValueStore = {
    ...store,
    async set(key, value, ttl) {
      await wait('set', key);
      return store.set(key, value, ttl);
    },
    async delete(key) {
      await wait('delete', key);
      return store.delete(key);
    },
  };
  const holdNext = (op: 'set' | 'delete', key: string | null) => {
    let reached!: (key: string) => void;
    let release!: () => void;
    const atWrite = new Promise<string>((resolve) => (reached = resolve)); // answers the key held
    holds[op] = { key, reached, released: new Promise<void>((resolve) => (release = resolve)) };
    return { atWrite, release };
  };
  const holdNextSessionWrite = (key: string | null = null) => holdNext('set', key);
  const holdNextSessionDelete = () => holdNext('delete', null);
  return { store: holding, raw: store, holdNextSessionWrite, holdNextSessionDelete };
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

for (const [storeName, makeStore, available] of stores) {
  for (const storeInDatabase of [true, false]) {
    describe.skipIf(!available)(`a rewrite of stored copies that races a revocation never brings a session back (${storeName}, storeInDatabase: ${storeInDatabase})`, () => {
      /**
       * Signs in a victim and another session, holds the write of the victim's
       * copy that `rewrite` makes, revokes every session of the user from the
       * other one meanwhile, then releases the write. Answers the victim's
       * jar, the key of its copy, and the store without the hold.
       */
      async function raceRevocation(rewrite: (t: ReturnType<typeof setup>, victim: ReturnType<typeof cookieJar>) => Promise<unknown>) {
        const { store, raw, holdNextSessionWrite } = holdingStore(makeStore({ queries: 0, storeCalls: 0 }));
        const t = setup(() => store, storeInDatabase, { sessionFields: true });
        await t.auth.handler(request('/sign-up/email', { body: ada }));
        const victim = await t.signIn();
        const other = await t.signIn();
        const userId = (await t.call('/get-session', victim)).body.user.id as string;
        const hash = await t.tokenHashOf(victim);
        const key = `latchkey:session:${hash}`;
        expect(await raw.get(key)).not.toBeNull();

        const held = holdNextSessionWrite(key);
        const racing = rewrite(t, victim); // reads the victim's copy, then waits to write it
        await held.atWrite;
        expect((await t.call('/revoke-sessions', other, {})).status).toBe(200);
        expect(await raw.get(key)).toBeNull();
        held.release();
        await racing;
        return { t, victim, raw, key, hash, userId };
      }

      async function expectGone(race: Awaited<ReturnType<typeof raceRevocation>>): Promise<void> {
        // The store itself, not only a read: a read also consults the revocation
        // marker, which lives a minute while a copy lives until its session expires.
        expect(await race.raw.get(race.key)).toBeNull();
        if (!storeInDatabase) expect(await race.raw.members!(`latchkey:user-sessions:${race.userId}`)).not.toContain(race.hash);
        expect((await race.t.call('/get-session', race.victim)).body).toBeNull();
      }

      it('a user update (update-user, refreshing the user in every copy)', async () => {
        const race = await raceRevocation((t, victim) => t.call('/update-user', victim, { name: 'Ada Lovelace' }));
        await expectGone(race);
      });

      it('a session update (update-session, rewriting the current copy)', async () => {
        let answer: { status: number } | undefined;
        const race = await raceRevocation(async (t, victim) => (answer = await t.call('/update-session', victim, { theme: 'dark' })));
        await expectGone(race);
        expect(answer!.status).toBe(404); // the session it updated is gone
      });

      it('a change to every session of a user (updateUserSessions, for plugins)', async () => {
        const race = await raceRevocation(async (t, victim) => {
          const userId = (await t.call('/get-session', victim)).body.user.id as string;
          await updateUserSessions(await t.auth.$context, userId, { match: {}, update: { theme: 'dark' } });
        });
        await expectGone(race);
      });

      it('while a rewrite after a revocation of other sessions keeps the current one', async () => {
        const t = setup(() => makeStore({ queries: 0, storeCalls: 0 }), storeInDatabase, { sessionFields: true });
        await t.auth.handler(request('/sign-up/email', { body: ada }));
        const kept = await t.signIn();
        const gone = await t.signIn();
        expect((await t.call('/revoke-other-sessions', kept, {})).status).toBe(200);
        expect((await t.call('/update-user', kept, { name: 'Ada Lovelace' })).status).toBe(200);
        expect((await t.call('/update-session', kept, { theme: 'dark' })).status).toBe(200);
        expect((await t.call('/get-session', kept)).body).toMatchObject({ user: { name: 'Ada Lovelace' }, session: { theme: 'dark' } });
        expect((await t.call('/get-session', gone)).body).toBeNull();
      });
    });
  }
}

for (const [storeName, makeStore, available] of stores) {
  for (const storeInDatabase of [true, false]) {
    describe.skipIf(!available)(`a sign-in that races "sign out everywhere" leaves no session behind (${storeName}, storeInDatabase: ${storeInDatabase})`, () => {
      async function signedUp() {
        const holding = holdingStore(makeStore({ queries: 0, storeCalls: 0 }));
        const t = setup(() => holding.store, storeInDatabase, { projectDatabase: true });
        await t.auth.handler(request('/sign-up/email', { body: ada }));
        const userId = (await t.call('/get-session', await t.signIn())).body.user.id as string;
        return { ...holding, t, userId };
      }

      /** Every trace of the user's sessions: rows, copies, and the user's index. */
      async function expectNoSessionLeft(s: Awaited<ReturnType<typeof signedUp>>, jar: ReturnType<typeof cookieJar>, hash: string): Promise<void> {
        expect(await s.raw.get(`latchkey:session:${hash}`)).toBeNull();
        expect(await s.t.sessionRows()).toBe(0);
        if (!storeInDatabase) expect(await s.raw.members!(`latchkey:user-sessions:${s.userId}`)).toEqual([]);
        expect((await s.t.call('/get-session', jar)).body).toBeNull();
      }

      it('a session created after the revocation collected the sessions to end, before it deleted them', async () => {
        const s = await signedUp();
        const revoker = await s.t.signIn();
        const held = s.holdNextSessionDelete();
        const revoking = s.t.call('/revoke-sessions', revoker, {}); // has collected the sessions, deleting their copies
        await held.atWrite;
        const attacker = await s.t.signIn();
        const hash = await s.t.tokenHashOf(attacker);
        expect(await s.raw.get(`latchkey:session:${hash}`)).not.toBeNull();
        held.release();
        expect((await revoking).status).toBe(200);
        await expectNoSessionLeft(s, attacker, hash);
      });

      it('a session the revocation ended (its row, or its place in the index) before its copy was written', async () => {
        const s = await signedUp();
        const revoker = await s.t.signIn();
        const held = s.holdNextSessionWrite();
        const attacker = cookieJar();
        const signingIn = s.t.auth.handler(request('/sign-in/email', { body: { email: ada.email, password: ada.password } }));
        const key = await held.atWrite; // the row (or the index entry) exists, its copy is not written yet
        expect((await s.t.call('/revoke-sessions', revoker, {})).status).toBe(200);
        held.release();
        attacker.store(await signingIn);
        await expectNoSessionLeft(s, attacker, key.slice('latchkey:session:'.length));
      });

      it('a revocation in a transaction (a password reset): a session created in the gap ends, or is created after it whole', async () => {
        const s = await signedUp();
        const auth = await s.t.auth.$context;
        const held = s.holdNextSessionDelete();
        let returned = false;
        const revoking = auth.db
          .transaction((tx) => revokeUserSessions(auth, s.userId, { db: tx }))
          .then(() => (returned = true));
        await held.atWrite;
        // The sign-in may wait for the transaction (SQLite has one writer, MySQL may lock
        // the user's rows): give it a moment, then let the revocation finish either way.
        const attacker = cookieJar();
        const signingIn = s.t.auth.handler(request('/sign-in/email', { body: { email: ada.email, password: ada.password } }));
        const signedInFirst = await Promise.race([signingIn.then(() => !returned), new Promise<false>((resolve) => setTimeout(resolve, 300, false))]);
        held.release();
        await revoking;
        attacker.store(await signingIn);
        if (signedInFirst) {
          expect((await s.t.call('/get-session', attacker)).body).toBeNull();
          expect(await s.t.sessionRows()).toBe(0);
        } else {
          // Created after the revocation: whole, a row with its copy.
          const hash = await s.t.tokenHashOf(attacker);
          expect(await s.raw.get(`latchkey:session:${hash}`)).not.toBeNull();
          if (storeInDatabase) expect(await s.t.sessionRows()).toBe(1);
        }
      });
    });
  }
}

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
