import type { Dialect, Driver } from 'kysely';
import { D1Dialect } from 'kysely-d1';

/** A D1 binding, as kysely-d1 types it. */
export type D1Database = ConstructorParameters<typeof D1Dialect>[0]['database'];

/**
 * kysely-d1's dialect, with Kysely transactions running their statements one by
 * one. D1 refuses `BEGIN` (it offers only `batch()`, which cannot read between
 * writes), and kysely-d1 throws instead; Latchkey's migrations and multi-row
 * changes open transactions, so without this they could not run at all. The cost:
 * on D1, a failure in the middle of such a change keeps the statements before it
 * (docs/frameworks.md, Cloudflare Workers).
 *
 * @example
 * createAuth({ database: d1Dialect(env.DB) });
 */
export function d1Dialect(database: D1Database): Dialect {
  const dialect = new D1Dialect({ database });
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const asIs = async (): Promise<void> => {};
      return Object.assign(driver, { beginTransaction: asIs, commitTransaction: asIs, rollbackTransaction: asIs });
    },
  };
}
