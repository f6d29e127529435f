import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './column-type.js';

export interface LiveIndex {
  name: string;
  /** Column names in index order. */
  columns: readonly string[];
  unique: boolean;
}

export interface LiveColumn {
  name: string;
  /** As the database names it, lower case: `text`, `varchar`, `timestamptz`, ... */
  dataType: string;
}

export interface LiveTable {
  name: string;
  columns: readonly LiveColumn[];
  indexes: readonly LiveIndex[];
}

/** What the database holds now, keyed by {@link tableKey}. */
export type LiveSchema = ReadonlyMap<string, LiveTable>;

interface IndexRow {
  table_name: string;
  index_name: string;
  is_unique: unknown;
  column_name: string | null;
}

/**
 * SQLite and MySQL compare column names without case, and SQLite table names too;
 * keys follow the database so that `emailverified` is seen as `emailVerified`.
 */
export function tableKey(dialect: SqlDialect, name: string): string {
  return dialect === 'sqlite' ? name.toLowerCase() : name;
}

export function columnKey(dialect: SqlDialect, name: string): string {
  return dialect === 'postgres' ? name : name.toLowerCase();
}

/**
 * Reads tables, columns and indexes of the current database (the current schema on
 * Postgres). Kysely's introspector gives tables and columns on MySQL in one query;
 * on SQLite it builds one query per table, so SQLite, Postgres and every dialect's
 * indexes have a query of their own: two rounds in all, whatever the tables.
 *
 * @example
 * const live = await introspectDatabase(db, 'sqlite');
 * live.get(tableKey('sqlite', 'user'))?.columns; // [{ name: 'id', dataType: 'text' }, ...]
 */
export async function introspectDatabase(kysely: Kysely<any>, dialect: SqlDialect): Promise<LiveSchema> {
  const tables = await readTables(kysely, dialect);
  const indexes = groupIndexes(await readIndexRows(kysely, dialect), dialect);
  const live = new Map<string, LiveTable>();
  for (const table of tables) {
    const key = tableKey(dialect, table.name);
    live.set(key, { name: table.name, columns: table.columns, indexes: indexes.get(key) ?? [] });
  }
  return live;
}

async function readTables(kysely: Kysely<any>, dialect: SqlDialect): Promise<{ name: string; columns: LiveColumn[] }[]> {
  if (dialect === 'mysql') {
    const tables = (await kysely.introspection.getTables()).filter((table) => !table.isView);
    return tables.map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({ name: column.name, dataType: column.dataType.toLowerCase() })),
    }));
  }
  // Says clearly that the search_path names no schema, instead of planning every table anew.
  if (dialect === 'postgres') await currentSchema(kysely);
  const byTable = new Map<string, LiveColumn[]>();
  for (const row of (await (dialect === 'sqlite' ? sqliteColumns : postgresColumns).execute(kysely)).rows) {
    const columns = byTable.get(row.table_name) ?? [];
    byTable.set(row.table_name, columns);
    columns.push({ name: row.column_name, dataType: row.data_type.toLowerCase() });
  }
  return [...byTable].map(([name, columns]) => ({ name, columns }));
}

async function currentSchema(kysely: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(kysely);
  const name = rows[0]?.name;
  if (!name) throw new Error('Postgres has no current schema: check the search_path');
  return name;
}

function readIndexRows(kysely: Kysely<any>, dialect: SqlDialect): Promise<IndexRow[]> {
  const query = dialect === 'sqlite' ? sqliteIndexes : dialect === 'postgres' ? postgresIndexes : mysqlIndexes;
  return query.execute(kysely).then((result) => result.rows);
}

// As Kysely's introspector reads them (its own migration tables left out), in one query.
// Cloudflare D1 keeps tables of its own named `_cf_…` and refuses to describe them.
const sqliteColumns = sql<{ table_name: string; column_name: string; data_type: string }>`
  select m.name as table_name, p.name as column_name, p.type as data_type
  from sqlite_master m, pragma_table_info(m.name) p
  where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like '\\_cf\\_%' escape '\\'
    and m.name not in ('kysely_migration', 'kysely_migration_lock')
  order by m.name, p.cid`;

const sqliteIndexes = sql<IndexRow>`
  select m.name as table_name, il.name as index_name, il."unique" as is_unique, ii.name as column_name
  from sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
  where m.type = 'table' and m.name not like '\\_cf\\_%' escape '\\'
  order by m.name, il.name, ii.seqno`;

// Only the current schema. Kysely's introspector reads every schema and asks
// has_schema_privilege of each, which fails ("schema … does not exist") when
// another schema of the same database is dropped during the query.
const postgresColumns = sql<{ table_name: string; column_name: string; data_type: string }>`
  select c.relname as table_name, a.attname as column_name, t.typname as data_type
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace ns on ns.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  where ns.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and c.relname not in ('kysely_migration', 'kysely_migration_lock')
  order by c.relname, a.attnum`;

const postgresIndexes = sql<IndexRow>`
  select t.relname as table_name, i.relname as index_name, ix.indisunique as is_unique, a.attname as column_name
  from pg_index ix
  join pg_class t on t.oid = ix.indrelid
  join pg_class i on i.oid = ix.indexrelid
  join pg_namespace ns on ns.oid = t.relnamespace
  cross join lateral unnest(ix.indkey) with ordinality as k(attnum, position)
  left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
  where ns.nspname = current_schema()
  order by t.relname, i.relname, k.position`;

const mysqlIndexes = sql<IndexRow>`
  select table_name as table_name, index_name as index_name, non_unique = 0 as is_unique,
    column_name as column_name
  from information_schema.statistics
  where table_schema = database()
  order by table_name, index_name, seq_in_index`;

/** Rows arrive one per indexed column, in order; expression columns come as null. */
function groupIndexes(rows: readonly IndexRow[], dialect: SqlDialect): Map<string, LiveIndex[]> {
  const byTable = new Map<string, Map<string, { columns: string[]; unique: boolean }>>();
  for (const row of rows) {
    const key = tableKey(dialect, row.table_name);
    const table = byTable.get(key) ?? new Map<string, { columns: string[]; unique: boolean }>();
    byTable.set(key, table);
    const index = table.get(row.index_name) ?? { columns: [], unique: Number(row.is_unique) === 1 };
    table.set(row.index_name, index);
    index.columns.push(row.column_name ?? '');
  }
  const grouped = new Map<string, LiveIndex[]>();
  for (const [key, table] of byTable) {
    grouped.set(
      key,
      [...table].map(([name, index]) => ({ name, ...index }))
    );
  }
  return grouped;
}
