import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqliteDirectRead } from './sqlite-direct-read.js';
import { withStatementCache } from './sqlite-statement-cache.js';

function setUp(): { handle: Database.Database; kysely: Kysely<any>; read: NonNullable<ReturnType<typeof sqliteDirectRead>> } {
  const handle = new Database(':memory:');
  handle.exec("create table item (id text primary key, n integer); insert into item values ('a', 1), ('b', 2)");
  const statements = withStatementCache(handle as unknown as SqliteDatabase);
  const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: statements }) });
  return { handle, kysely, read: sqliteDirectRead(handle, statements)! };
}

describe('sqliteDirectRead', () => {
  it('answers the rows Kysely answers for the same query', async () => {
    const { kysely, read } = setUp();
    const query = 'select id, n from item where id = ? limit 1';
    const { rows } = await kysely.executeQuery({ sql: query, parameters: ['b'], query: { kind: 'RawNode' } as never, queryId: { queryId: 'q' } });
    expect(read(query, ['b'])).toEqual(rows);
    expect(read(query, ['b'])).toEqual([{ id: 'b', n: 2 }]);
    await kysely.destroy();
  });

  it('leaves reads to Kysely while a transaction is open, so none reads what is not committed', async () => {
    const { kysely, read } = setUp();
    const query = 'select n from item where id = ?';
    let during: unknown = 'not run';
    await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('item').set({ n: 5 }).where('id', '=', 'a').execute();
      during = read(query, ['a']);
    });
    expect(during).toBeUndefined();
    expect(read(query, ['a'])).toEqual([{ n: 5 }]);
    await kysely.destroy();
  });

  it('leaves writes and a closed handle to Kysely, and handles that are not better-sqlite3 alone', async () => {
    const { handle, read } = setUp();
    expect(read("update item set n = 3 where id = 'a'", [])).toBeUndefined();
    expect(handle.prepare("select n from item where id = 'a'").get()).toEqual({ n: 1 });
    handle.close();
    expect(read('select n from item', [])).toBeUndefined();
    expect(sqliteDirectRead({ prepare: () => undefined }, withStatementCache(new Database(':memory:') as unknown as SqliteDatabase))).toBeUndefined();
  });
});
