import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { introspectDatabase } from './introspect-database.js';

let db: Kysely<any> | undefined;
afterEach(() => db?.destroy());

// Cloudflare D1 answers SQLITE_AUTH to any look into its own `_cf_…` tables, so
// reading them would fail every schema check there.
it('leaves out D1’s internal _cf_ tables, and only those', async () => {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table _cf_KV (key text primary key); create table xcfy (id text); create table cf_notes (id text)');
  sqlite.exec('create unique index _cf_KV_idx on _cf_KV (key); create index xcfy_idx on xcfy (id)');
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const live = await introspectDatabase(db, 'sqlite');
  expect([...live.keys()].sort()).toEqual(['cf_notes', 'xcfy']);
});
