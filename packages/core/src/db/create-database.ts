import { Kysely, type Dialect } from 'kysely';
import type { DatabaseAdapter } from './adapter.js';
import type { DatabaseInput } from './database-input.js';
import { detectDialect, dialectOfAdapter } from './kysely/detect-dialect.js';
import { dialectFromHandle, type NamedDialect } from './kysely/dialect-from-handle.js';
import { dialectFromUrl } from './kysely/dialect-from-url.js';
import { kyselyAdapter } from './kysely/kysely-adapter.js';
import type { DirectRead } from './kysely/sqlite-direct-read.js';
import type { SqlDialect } from './migrate/column-type.js';
import type { ResolvedSchema } from './resolve-schema.js';

export interface CreateDatabaseOptions {
  schema: ResolvedSchema;
  /** Overrides dialect detection for a Kysely instance or dialect. */
  dialect?: SqlDialect;
}

export interface DatabaseConnection {
  adapter: DatabaseAdapter;
  kysely: Kysely<any>;
  dialect: SqlDialect;
  /**
   * Closes what `createDatabase` opened: the connection of a URL, or the handle or
   * dialect it wrapped. A Kysely instance passed in stays open; it is the caller's.
   */
  close(): Promise<void>;
}

type Shape = Record<string, unknown>;

const isKysely = (value: unknown): value is Kysely<any> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Shape).selectFrom === 'function' &&
  typeof (value as Shape).getExecutor === 'function';

const isDialect = (value: unknown): value is Dialect =>
  typeof value === 'object' &&
  value !== null &&
  ['createDriver', 'createQueryCompiler', 'createAdapter'].every((m) => typeof (value as Shape)[m] === 'function');

/**
 * Turns what the user passed as `database` into the adapter Latchkey uses, plus the
 * Kysely instance migrations run on. Accepts a URL (`sqlite:./app.db`,
 * `sqlite::memory:`, `file:…`, `postgres://…`, `postgresql://…`, `mysql://…`,
 * `mariadb://…`), a Kysely instance, a Kysely `Dialect`, `{ kysely, dialect }`,
 * or a driver handle: a better-sqlite3 `Database`, a pg `Pool`, a mysql2 pool.
 *
 * @example
 * const db = await createDatabase('sqlite:./app.db', { schema: resolveSchema([coreSchema]) });
 * await db.adapter.count({ model: 'user' });
 * await db.close();
 */
export async function createDatabase(
  input: DatabaseInput,
  options: CreateDatabaseOptions,
): Promise<DatabaseConnection> {
  if (isKysely(input)) return connect(input, options.dialect ?? detectDialect(input), options, { owned: false });
  const wrapped = (input as { kysely?: unknown }).kysely;
  if (isKysely(wrapped)) {
    const dialect = (input as { dialect?: SqlDialect }).dialect;
    return connect(wrapped, options.dialect ?? dialect ?? detectDialect(wrapped), options, { owned: false });
  }
  const named = await namedDialectOf(input);
  return connect(new Kysely<any>({ dialect: named.dialect }), options.dialect ?? named.name, options, { owned: true, directRead: named.directRead });
}

async function namedDialectOf(input: DatabaseInput): Promise<NamedDialect> {
  if (typeof input === 'string') return dialectFromUrl(input);
  if (isDialect(input)) return { dialect: input, name: dialectOfAdapter(input.createAdapter()) };
  const fromHandle = dialectFromHandle(input);
  if (fromHandle) return fromHandle;
  if (typeof input === 'object' && input !== null && typeof (input as Shape).consumeOne === 'function') {
    throw new Error('Latchkey: createDatabase got a DatabaseAdapter; use it as it is.');
  }
  throw new Error(
    'Latchkey: unrecognised `database`. Pass a URL, a Kysely instance or dialect, a better-sqlite3 Database, a pg Pool or a mysql2 pool.',
  );
}

function connect(
  kysely: Kysely<any>,
  dialect: SqlDialect,
  options: CreateDatabaseOptions,
  { owned, directRead }: { owned: boolean; directRead?: DirectRead },
): DatabaseConnection {
  return {
    adapter: kyselyAdapter(kysely, { schema: options.schema, dialect, directRead }),
    kysely,
    dialect,
    close: owned ? () => kysely.destroy() : () => Promise.resolve(),
  };
}
