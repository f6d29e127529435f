import Database from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rowsAsObjects } from './sqlite-row-factory.js';

function database(): Database.Database {
  const db = new Database(':memory:');
  db.exec(`create table t (id integer primary key, name text, "odd ""name"" \u2028" text, at integer)`);
  db.exec(`insert into t (name, "odd ""name"" \u2028", at) values ('ada', 'x', 1), (null, 'y', 2)`);
  return db;
}

const plain = (db: Database.Database, sql: string) => db.prepare(sql) as unknown as SqliteStatement;

describe('rowsAsObjects', () => {
  it('answers the rows better-sqlite3 builds: same keys, order and values', () => {
    const db = database();
    for (const sql of [
      'select * from t order by id',
      'select id, name as "user.name", count(*) over () as "count(*)", \'{"a":1}\' as "json" from t',
      'select id, name as id from t', // a later duplicate name wins
      'select 1 as "a""b\\", 2 as "\u{1F600}"',
    ]) {
      const expected = plain(db, sql).all([]);
      const rows = rowsAsObjects(plain(db, sql)).all([]);
      expect(rows).toEqual(expected);
      expect(rows.map((row) => Object.keys(row as object))).toEqual(expected.map((row) => Object.keys(row as object)));
    }
  });

  it('iterates to the same rows, and still runs writes', () => {
    const db = database();
    const sql = 'select id, name from t where at >= ? order by id';
    expect([...rowsAsObjects(plain(db, sql)).iterate([1])]).toEqual(plain(db, sql).all([1]));
    const insert = rowsAsObjects(plain(db, 'insert into t (name, at) values (?, ?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run(['grace', 3]).changes).toBe(1);
  });

  it('leaves a statement with a __proto__ column as it is, so no row gets a prototype', () => {
    const db = database();
    const statement = plain(db, 'select id as "__proto__" from t');
    expect(rowsAsObjects(statement)).toBe(statement);
    const row = statement.all([])[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});
