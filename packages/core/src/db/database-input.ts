import type { Dialect as KyselyDialect, Kysely } from 'kysely';
import type { DatabaseAdapter } from './adapter.js';

/**
 * What `database` accepts: a connection URL (`sqlite:./app.db`, `postgres://…`,
 * `mysql://…`), a Kysely instance or dialect, a driver handle (a better-sqlite3
 * `Database`, a pg `Pool`, a mysql2 pool), or an adapter of your own.
 */
export type DatabaseInput =
  | string
  | Kysely<any>
  | KyselyDialect
  | DatabaseAdapter
  | { kysely: Kysely<any>; dialect: 'sqlite' | 'postgres' | 'mysql' }
  | object;
