import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import mysql from 'mysql2';
import mysqlPromise from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases, testServerUrl } from '@latchkey/test-utils';
import { coreSchema } from './core-schema.js';
import { createDatabase, type DatabaseConnection } from './create-database.js';
import { sqliteFilename } from './kysely/dialect-from-url.js';
import { runMigrations } from './migrate/run-migrations.js';
import { resolveSchema } from './resolve-schema.js';

const schema = resolveSchema([coreSchema]);
const selectOne = async (db: DatabaseConnection): Promise<number> =>
  Number((await sql<{ one: number }>`select 1 as one`.execute(db.kysely)).rows[0]?.one);

describe('createDatabase with SQLite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'latchkey-create-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens sqlite::memory: with foreign keys on, and the adapter works', async () => {
    const db = await createDatabase('sqlite::memory:', { schema });
    expect(db.dialect).toBe('sqlite');
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.kysely)).rows[0]?.foreign_keys).toBe(1);
    const { error } = await runMigrations({ kysely: db.kysely, dialect: db.dialect, schema });
    expect(error).toBeUndefined();
    await db.adapter.create({ model: 'user', data: { id: 'u1', name: 'Ada', email: 'ada@example.com' } });
    expect(await db.adapter.count({ model: 'user' })).toBe(1);
    await db.close();
  });

  it('opens a file database in WAL mode', async () => {
    const file = join(dir, 'app.db');
    const db = await createDatabase(`sqlite:${file}`, { schema });
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely)).rows[0]?.journal_mode).toBe(
      'wal',
    );
    await db.close();
  });

  it('parses the sqlite: and file: URL forms', () => {
    expect(sqliteFilename('sqlite:./data/app.db')).toBe('./data/app.db');
    expect(sqliteFilename('sqlite:///var/app.db')).toBe('/var/app.db');
    expect(sqliteFilename('sqlite://./app.db')).toBe('./app.db');
    expect(sqliteFilename('sqlite::memory:')).toBe(':memory:');
    expect(sqliteFilename('file::memory:')).toBe(':memory:');
    expect(sqliteFilename('file:./app.db')).toBe('./app.db');
    expect(sqliteFilename('file:///var/app.db')).toBe('/var/app.db');
  });

  it('wraps a better-sqlite3 handle, turning foreign keys on', async () => {
    const handle = new Database(':memory:');
    const db = await createDatabase(handle, { schema });
    expect(db.dialect).toBe('sqlite');
    expect(handle.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(await selectOne(db)).toBe(1);
    await db.close();
    expect(handle.open).toBe(false);
  });

  it('uses a Kysely instance as is and leaves it open on close', async () => {
    const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    const db = await createDatabase(kysely, { schema });
    expect(db.kysely).toBe(kysely);
    expect(db.dialect).toBe('sqlite');
    await db.close();
    expect(await selectOne(db)).toBe(1);
    const wrapped = await createDatabase({ kysely, dialect: 'sqlite' }, { schema });
    expect(wrapped.kysely).toBe(kysely);
    await kysely.destroy();
  });

  it('accepts a Kysely dialect and detects which SQL it speaks', async () => {
    const db = await createDatabase(new SqliteDialect({ database: new Database(':memory:') }), { schema });
    expect(db.dialect).toBe('sqlite');
    expect(await selectOne(db)).toBe(1);
    await db.close();
    // Detection reads the dialect's capabilities; no connection is made here.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const postgres = await createDatabase(new PostgresDialect({ pool }), { schema });
    expect(postgres.dialect).toBe('postgres');
    const mysqlDb = await createDatabase(
      new MysqlDialect({ pool: mysql.createPool({ uri: 'mysql://x@127.0.0.1:1/none' }) }),
      { schema },
    );
    expect(mysqlDb.dialect).toBe('mysql');
    await Promise.all([postgres.close(), mysqlDb.close()]);
  });

  it('rejects unknown URL schemes and unrecognised objects with a hint', async () => {
    await expect(createDatabase('mongodb://localhost/app', { schema })).rejects.toThrow(
      /unsupported database URL scheme "mongodb"/,
    );
    await expect(createDatabase({ nope: true }, { schema })).rejects.toThrow(/unrecognised `database`/);
  });

  it('rejects a mysql2 pool that would read dates in local time', async () => {
    const pool = mysql.createPool({ uri: 'mysql://x@127.0.0.1:1/none' });
    await expect(createDatabase(pool, { schema })).rejects.toThrow(/timezone: 'Z'/);
    pool.end();
  });

  it('loads only the driver a URL asks for', async () => {
    const entry = fileURLToPath(new URL('./create-database.ts', import.meta.url));
    const script = (url: string): string => `
      import { createRequire } from 'node:module';
      const { createDatabase } = await import(${JSON.stringify(entry)});
      const db = await createDatabase(${JSON.stringify(url)}, { schema: {} });
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(['better-sqlite3', 'pg', 'mysql2'].filter((name) => loaded.some((path) => path.includes('/node_modules/' + name + '/')))));
      await db.close();`;
    const run = async (url: string): Promise<string[]> => {
      const { stdout } = await promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script(url),
      ]);
      return JSON.parse(stdout.trim()) as string[];
    };
    expect(await run('postgres://nobody@127.0.0.1:1/none')).toEqual(['pg']);
    expect(await run('sqlite::memory:')).toEqual(['better-sqlite3']);
  });
});

describeDatabases(
  'createDatabase with servers',
  (target) => {
    const server = target.dialect as 'postgres' | 'mysql';
    const mysqlDatetime = async (db: DatabaseConnection): Promise<unknown> =>
      (await sql<{ at: unknown }>`select cast('2024-05-01 10:00:00.123' as datetime(3)) as at`.execute(db.kysely))
        .rows[0]?.at;

    it('opens the URL', async () => {
      const url = await testServerUrl(server);
      const urls =
        server === 'postgres'
          ? [url, url.replace(/^postgres:/, 'postgresql:')]
          : [url, url.replace(/^mysql:/, 'mariadb:')];
      for (const each of urls) {
        const db = await createDatabase(each, { schema });
        expect(db.dialect).toBe(server);
        expect(await selectOne(db)).toBe(1);
        if (server === 'mysql') expect(await mysqlDatetime(db)).toEqual(new Date('2024-05-01T10:00:00.123Z'));
        await db.close();
      }
    });

    it('wraps a driver pool', async () => {
      const url = await testServerUrl(server);
      if (server === 'postgres') {
        const db = await createDatabase(new pg.Pool({ connectionString: url }), { schema });
        expect(db.dialect).toBe('postgres');
        expect(await selectOne(db)).toBe(1);
        await db.close();
        return;
      }
      for (const pool of [
        mysql.createPool({ uri: url, timezone: 'Z' }),
        mysqlPromise.createPool({ uri: url, timezone: 'Z' }),
      ]) {
        const db = await createDatabase(pool, { schema });
        expect(db.dialect).toBe('mysql');
        expect(await mysqlDatetime(db)).toEqual(new Date('2024-05-01T10:00:00.123Z'));
        await db.close();
      }
    });
  },
  { dialects: ['postgres', 'mysql'] },
);
