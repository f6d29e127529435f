/**
 * Real databases for tests: SQLite in memory, a throwaway schema on the local
 * Postgres and a throwaway database on the local MySQL/MariaDB, so test files
 * running in parallel never see each other's tables.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import { describe, it } from 'vitest';
import type { SqlDialect } from '../../core/src/db/migrate/column-type.js';
import { runMigrations } from '../../core/src/db/migrate/run-migrations.js';
import type { ResolvedSchema } from '../../core/src/db/resolve-schema.js';

export interface TestDatabase {
  dialect: SqlDialect;
  kysely: Kysely<any>;
  /** Drops what was created for this database and closes its connections. */
  close(): Promise<void>;
}

/** A dialect whose server answered, ready to open fresh databases on. */
export interface DatabaseTarget {
  dialect: SqlDialect;
  open(): Promise<TestDatabase>;
}

const env = process.env;
const postgresUrls = env.LATCHKEY_TEST_POSTGRES_URL
  ? [env.LATCHKEY_TEST_POSTGRES_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
const mysqlUrl = env.LATCHKEY_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const CONNECT_TIMEOUT_MS = 3000;

const uniqueName = (): string => `lk_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * Opens a fresh, empty database of a dialect. Throws when the server is unreachable;
 * use {@link describeDatabases} to skip or fail suites by the availability rule.
 *
 * @example
 * const db = await openTestDatabase('postgres');
 * try { ... } finally { await db.close(); }
 */
export async function openTestDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') return openSqlite();
  return openServerDatabase(dialect);
}

function openSqlite(): TestDatabase {
  const handle = new Database(':memory:');
  handle.pragma('foreign_keys = ON');
  const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: handle }) });
  return { dialect: 'sqlite', kysely, close: () => kysely.destroy() };
}

let postgresUrl: Promise<string> | undefined;

/** The first Postgres URL that accepts a connection (user `postgres`, then `root`). */
function reachablePostgresUrl(): Promise<string> {
  postgresUrl ??= (async () => {
    const errors: string[] = [];
    for (const url of postgresUrls) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      try {
        await client.connect();
        return url;
      } catch (error) {
        errors.push(`${url}: ${messageOf(error)}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    throw new Error(errors.join('; '));
  })();
  return postgresUrl;
}

/**
 * The URL of the local test server of a dialect (Postgres: the first user that
 * connects), for tests that open their own connections.
 *
 * @example
 * const pool = new pg.Pool({ connectionString: await testServerUrl('postgres') });
 */
export async function testServerUrl(dialect: 'postgres' | 'mysql'): Promise<string> {
  return dialect === 'postgres' ? reachablePostgresUrl() : mysqlUrl;
}

interface ServerDatabase<Pool> {
  pool: Pool;
  /** Drops what was created; call after the pool is closed. */
  drop(): Promise<void>;
}

/** A throwaway schema on the local Postgres, and a pool whose connections use it. */
async function postgresSchema(poolSize: number): Promise<ServerDatabase<pg.Pool>> {
  const address = await postgresAddress();
  // Idle connections close quickly, so many short-lived instances stay within the server's limit.
  const pool = new pg.Pool({ connectionString: address.url, options: `-c search_path=${address.schema}`, max: poolSize, idleTimeoutMillis: 200 });
  return { pool, drop: address.drop };
}

/** Where a fresh database lives, for code that opens its own connections (another process). */
export interface TestDatabaseAddress {
  dialect: 'postgres' | 'mysql';
  /** The server URL; on MySQL it names the fresh database. */
  url: string;
  /** Postgres: the fresh schema, to set as `search_path`. */
  schema?: string;
  /** Drops the schema or database; call once every connection to it is closed. */
  drop(): Promise<void>;
}

/**
 * Creates a fresh, empty schema (Postgres) or database (MySQL) on the local test
 * server and says how to reach it, for connections opened elsewhere, such as by
 * child processes.
 *
 * @example
 * const address = await openTestDatabaseAddress('mysql');
 * try { spawn('node', ['app.js', address.url]); } finally { await address.drop(); }
 */
export async function openTestDatabaseAddress(dialect: 'postgres' | 'mysql'): Promise<TestDatabaseAddress> {
  return dialect === 'postgres' ? postgresAddress() : mysqlAddress();
}

async function postgresAddress(): Promise<TestDatabaseAddress & { schema: string }> {
  const url = await reachablePostgresUrl();
  const schema = uniqueName();
  const admin = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 1 });
  await admin.query(`create schema "${schema}"`);
  return {
    dialect: 'postgres',
    url,
    schema,
    async drop() {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** A throwaway database on the local MySQL/MariaDB, and a pool on it. */
async function mysqlDatabase(poolSize: number): Promise<ServerDatabase<ReturnType<typeof createPool>>> {
  const address = await mysqlAddress();
  const pool = createPool({
    uri: address.url,
    timezone: 'Z',
    supportBigNumbers: true,
    connectionLimit: poolSize,
    maxIdle: 1,
    idleTimeout: 200,
  });
  return { pool, drop: address.drop };
}

async function mysqlAddress(): Promise<TestDatabaseAddress> {
  const name = uniqueName();
  const admin = new Kysely<any>({
    dialect: new MysqlDialect({
      pool: createPool({ uri: mysqlUrl, connectTimeout: CONNECT_TIMEOUT_MS, connectionLimit: 1 }),
    }),
  });
  try {
    // The server's default collation, as in a real deployment: the migrator must make comparisons exact itself.
    await sql`create database ${sql.id(name)} character set utf8mb4`.execute(admin);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'mysql',
    url: url.toString(),
    async drop() {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    },
  };
}

function kyselyFor(dialect: 'postgres' | 'mysql', pool: () => Promise<pg.Pool | ReturnType<typeof createPool>>): Kysely<any> {
  return new Kysely<any>({
    dialect:
      dialect === 'postgres'
        ? new PostgresDialect({ pool: pool as () => Promise<pg.Pool> })
        : new MysqlDialect({ pool: pool as () => Promise<ReturnType<typeof createPool>> }),
  });
}

async function openServerDatabase(dialect: 'postgres' | 'mysql'): Promise<TestDatabase> {
  const made = dialect === 'postgres' ? await postgresSchema(10) : await mysqlDatabase(10);
  const kysely = kyselyFor(dialect, async () => made.pool);
  return {
    dialect,
    kysely,
    async close() {
      await kysely.destroy();
      await made.drop();
    },
  };
}

/**
 * A database for code that needs one synchronously (a test auth instance): the
 * schema or database on the server is created when the first query runs, and
 * dropped by `close()`.
 *
 * @example
 * const db = lazyTestDatabase('postgres');
 * createAuth({ database: { kysely: db.kysely, dialect: db.dialect } });
 */
export function lazyTestDatabase(dialect: 'postgres' | 'mysql'): TestDatabase {
  let made: Promise<ServerDatabase<pg.Pool | ReturnType<typeof createPool>>> | undefined;
  const kysely = kyselyFor(dialect, async () => {
    made ??= dialect === 'postgres' ? postgresSchema(3) : mysqlDatabase(3);
    return (await made).pool;
  });
  return {
    dialect,
    kysely,
    async close() {
      await kysely.destroy();
      if (made) await (await made).drop();
    },
  };
}

const probes = new Map<SqlDialect, Promise<string | undefined>>();

/**
 * Why a dialect's server cannot be used, or `undefined` when it can. Probed once
 * per test file by opening and closing a real database.
 */
export function unavailableReason(dialect: SqlDialect): Promise<string | undefined> {
  let probe = probes.get(dialect);
  if (!probe) {
    probe = openTestDatabase(dialect).then(
      async (db) => {
        await db.close();
        return undefined;
      },
      (error: unknown) => messageOf(error),
    );
    probes.set(dialect, probe);
  }
  return probe;
}

const hostOf = (url: string): string => new URL(url).host;
const serverOf: Record<SqlDialect, string> = {
  sqlite: 'in memory',
  postgres: hostOf(postgresUrls[0]!),
  mysql: hostOf(mysqlUrl),
};
const labelOf: Record<SqlDialect, string> = { sqlite: 'SQLite', postgres: 'Postgres', mysql: 'MySQL' };

/**
 * Runs a block of tests once per dialect whose server is reachable. Outside CI an
 * unreachable server skips its block with a printed reason; with `CI=true` it is a
 * failing test, so a broken service never passes silently.
 *
 * @example
 * describeDatabases('sessions', (target) => {
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await target.open(); });
 *   afterAll(() => db.close());
 *   it('stores a session', async () => { ... });
 * });
 */
export function describeDatabases(
  title: string,
  fn: (target: DatabaseTarget) => void,
  options: { dialects?: readonly SqlDialect[] } = {},
): void {
  describe(title, async () => {
    for (const dialect of options.dialects ?? (['sqlite', 'postgres', 'mysql'] as const)) {
      const reason = await unavailableReason(dialect);
      const label = labelOf[dialect];
      if (reason === undefined) {
        describe(label, () => fn({ dialect, open: () => openTestDatabase(dialect) }));
      } else if (env.CI === 'true') {
        describe(label, () => {
          it(`connects to ${label} at ${serverOf[dialect]}`, () => {
            throw new Error(`cannot connect to ${label} at ${serverOf[dialect]} (${reason})`);
          });
        });
      } else {
        console.warn(
          `[latchkey] skipping ${label} suite "${title}": cannot connect to ${serverOf[dialect]} (${reason})`,
        );
        describe.skip(label, () => fn({ dialect, open: () => openTestDatabase(dialect) }));
      }
    }
  });
}

/**
 * Creates the tables of a resolved schema with Latchkey's own migrations, so tests
 * run on exactly the columns users get.
 *
 * @example
 * await createTables(db, resolveSchema([coreSchema]));
 */
export async function createTables(db: TestDatabase, schema: ResolvedSchema): Promise<void> {
  const { error } = await runMigrations({ kysely: db.kysely, dialect: db.dialect, schema });
  if (error) throw error;
}

/** Deletes every row of the schema's tables, children first. */
export async function clearTables(db: TestDatabase, schema: ResolvedSchema): Promise<void> {
  for (const table of Object.values(schema).reverse()) await db.kysely.deleteFrom(table.table).execute();
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(messageOf).join(', ');
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}
