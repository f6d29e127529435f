import { randomBytes } from 'node:crypto';
import { Kysely, MysqlDialect, PostgresDialect, sql } from 'kysely';
import { createPool, type Pool as MysqlPool } from 'mysql2';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCuttingProxy, type CuttingProxy } from '@latchkey/test-utils/cutting-proxy';
import { describeDatabases, openTestDatabaseAddress, type TestDatabaseAddress } from '@latchkey/test-utils/databases';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';

type Dialect = 'postgres' | 'mysql';

/** A pool of the kind an app passes as `database`, reaching the fresh database through `port`. */
function appPool(address: TestDatabaseAddress, port: number, name: string): pg.Pool | MysqlPool {
  const url = new URL(address.url);
  url.port = String(port);
  if (address.dialect === 'mysql') {
    return createPool({ uri: url.toString(), timezone: 'Z', supportBigNumbers: true, connectionLimit: 3 });
  }
  // No error listeners of its own: Latchkey's guard must keep a dropped connection from ending the process.
  return new pg.Pool({ connectionString: url.toString(), options: `-c search_path=${address.schema}`, max: 3, application_name: name });
}

/** A direct connection, past the proxy, to read what was really written. */
function directKysely(address: TestDatabaseAddress): Kysely<any> {
  if (address.dialect === 'mysql') return new Kysely<any>({ dialect: new MysqlDialect({ pool: createPool({ uri: address.url, connectionLimit: 1 }) }) });
  const pool = new pg.Pool({ connectionString: address.url, options: `-c search_path=${address.schema}`, max: 1 });
  return new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
}

interface Setup {
  proxy: CuttingProxy;
  address: TestDatabaseAddress;
  direct: Kysely<any>;
  pool: pg.Pool | MysqlPool;
  auth: ReturnType<typeof createTestAuth>;
  logged: string[];
  name: string;
}

async function setUp(dialect: Dialect): Promise<Setup> {
  const address = await openTestDatabaseAddress(dialect);
  const proxy = await startCuttingProxy({ port: Number(new URL(address.url).port) });
  const name = `latchkey_fault_${randomBytes(4).toString('hex')}`;
  const pool = appPool(address, proxy.port, name);
  const logged: string[] = [];
  const auth = createTestAuth({ database: pool, logger: { level: 'error', log: (_level, message) => void logged.push(message) } });
  return { proxy, address, direct: directKysely(address), pool, auth, logged, name };
}

async function tearDown(setup: Setup): Promise<void> {
  await setup.proxy.close();
  await new Promise<void>((resolve) => {
    const pool = setup.pool as { end(callback?: () => void): unknown };
    if (pool instanceof pg.Pool) void pool.end().then(resolve, resolve);
    else pool.end(() => resolve());
  });
  await setup.direct.destroy();
  await setup.address.drop();
}

const signUp = (email: string): Request => request('/sign-up/email', { body: { name: 'Ada', email, password: 'long enough pw' } });

async function rowsOf(setup: Setup, email: string): Promise<{ users: number; accounts: number }> {
  const users = await setup.direct.selectFrom('user').select('id').where('email', '=', email).execute();
  const ids = users.map((user) => user.id as string);
  const accounts = ids.length === 0 ? [] : await setup.direct.selectFrom('account').select('id').where('userId', 'in', ids).execute();
  return { users: users.length, accounts: accounts.length };
}

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable. Try again shortly.' });
}

describeDatabases(
  'a database connection lost in the middle of a request',
  (target) => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setUp(target.dialect as Dialect);
      expect((await setup.auth.handler(signUp('first@example.com'))).status).toBe(200);
    });
    afterAll(() => tearDown(setup));

    it('answers 503 JSON when every connection is cut inside the sign-up transaction, and writes nothing', async () => {
      const cut = setup.proxy.cutOn(/insert into .account./i);
      const response = await setup.auth.handler(signUp('cut@example.com'));
      await cut;
      await expectUnavailable(response);
      expect(await rowsOf(setup, 'cut@example.com')).toEqual({ users: 0, accounts: 0 });
      expect(setup.logged).toContain('Database unavailable');
    });

    it('answers the next request normally: the pool reconnects', async () => {
      const response = await setup.auth.handler(signUp('cut@example.com'));
      expect(response.status).toBe(200);
      expect(await rowsOf(setup, 'cut@example.com')).toEqual({ users: 1, accounts: 1 });
      const signIn = await setup.auth.handler(request('/sign-in/email', { body: { email: 'first@example.com', password: 'long enough pw' } }));
      expect(signIn.status).toBe(200);
    });

    it('answers 503 when the connections are cut between requests, then recovers', async () => {
      setup.proxy.cutAll();
      const first = await setup.auth.handler(request('/sign-in/email', { body: { email: 'first@example.com', password: 'long enough pw' } }));
      // An idle connection found dead is replaced before use by some pools; either way the answer is never a 500.
      expect([200, 503]).toContain(first.status);
      if (first.status === 503) await expectUnavailable(first);
      const next = await setup.auth.handler(request('/sign-in/email', { body: { email: 'first@example.com', password: 'long enough pw' } }));
      expect(next.status).toBe(200);
    });

    it('answers 503 DATABASE_UNAVAILABLE from the rate limiter when its counters are in the lost database', async () => {
      const limited = createTestAuth({ database: setup.pool, rateLimit: { enabled: true, storage: 'database' } });
      expect((await limited.handler(request('/get-session'))).status).toBe(200);
      setup.proxy.refuse(true);
      try {
        await expectUnavailable(await limited.handler(request('/get-session')));
      } finally {
        setup.proxy.refuse(false);
      }
      expect((await limited.handler(request('/get-session'))).status).toBe(200);
    });

    it('keeps the session while the database is down: 503, no cookie cleared, and signed in again once it is back', async () => {
      const signIn = await setup.auth.handler(request('/sign-in/email', { body: { email: 'first@example.com', password: 'long enough pw' } }));
      const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      setup.proxy.refuse(true);
      try {
        const down = await setup.auth.handler(request('/get-session', { cookie }));
        await expectUnavailable(down);
        expect(down.headers.getSetCookie()).toEqual([]);
        await expectUnavailable(await setup.auth.handler(signUp('down@example.com')));
        await expect(setup.auth.api.getSession({ headers: { cookie } })).rejects.toMatchObject({ name: 'AuthError', code: 'DATABASE_UNAVAILABLE', status: 503 });
      } finally {
        setup.proxy.refuse(false);
      }
      const back = await setup.auth.handler(request('/get-session', { cookie }));
      expect(back.status).toBe(200);
      expect(await back.json()).toMatchObject({ user: { email: 'first@example.com' } });
      expect(await rowsOf(setup, 'down@example.com')).toEqual({ users: 0, accounts: 0 });
    });
  },
  { dialects: ['postgres', 'mysql'] },
);

describeDatabases(
  'a Postgres backend terminated by an administrator (pg_terminate_backend)',
  (target) => {
    let setup: Setup;
    let admin: pg.Pool;
    beforeAll(async () => {
      setup = await setUp(target.dialect as Dialect);
      admin = new pg.Pool({ connectionString: setup.address.url, max: 1 });
      expect((await setup.auth.handler(signUp('first@example.com'))).status).toBe(200);
    });
    afterAll(async () => {
      await admin.end();
      await tearDown(setup);
    });

    it('answers 503 JSON, leaves no half-created user, and the next request succeeds', async () => {
      let terminated = 0;
      const kill = setup.proxy.onStatement(/insert into "account"/i, async () => {
        const { rows } = await admin.query<{ ok: boolean }>(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and state = 'idle in transaction'`,
          [setup.name],
        );
        terminated = rows.filter((row) => row.ok).length;
        // Wait until the server has really closed that backend before the statement goes on.
        for (let i = 0; i < 200; i++) {
          const { rows: left } = await admin.query(`select 1 from pg_stat_activity where application_name = $1 and state = 'idle in transaction'`, [setup.name]);
          if (left.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      const response = await setup.auth.handler(signUp('killed@example.com'));
      await kill;
      expect(terminated).toBe(1);
      await expectUnavailable(response);
      expect(await rowsOf(setup, 'killed@example.com')).toEqual({ users: 0, accounts: 0 });
      expect((await setup.auth.handler(signUp('killed@example.com'))).status).toBe(200);
      expect(await rowsOf(setup, 'killed@example.com')).toEqual({ users: 1, accounts: 1 });
    });
  },
  { dialects: ['postgres'] },
);
