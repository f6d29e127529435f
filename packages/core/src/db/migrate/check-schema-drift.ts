import { diffSchema } from './diff-schema.js';
import { introspectDatabase } from './introspect-database.js';
import type { MigrationOptions } from './migration-plan.js';

/** What the database lacks, by physical names. */
export interface SchemaDrift {
  missingTables: string[];
  /** `table.column` */
  missingColumns: string[];
  /** Index names, with the table and columns they cover. */
  missingIndexes: { table: string; name: string; columns: readonly string[]; unique: boolean }[];
}

/**
 * Compares the live database with the schema without changing anything. Extra
 * tables, columns and indexes are not drift: Latchkey only needs what it declares.
 *
 * @example
 * const drift = await checkSchemaDrift({ kysely, dialect: 'postgres', schema });
 * if (hasSchemaDrift(drift)) logger.error(formatSchemaDrift(drift));
 */
export async function checkSchemaDrift(options: MigrationOptions): Promise<SchemaDrift> {
  const { kysely, dialect, schema } = options;
  const diff = diffSchema(await introspectDatabase(kysely, dialect), schema, dialect);
  return {
    missingTables: diff.missingTables.map((table) => table.table),
    missingColumns: diff.missingColumns.map(({ table, field }) => `${table.table}.${field.column}`),
    missingIndexes: diff.missingIndexes.map(({ table, index }) => ({
      table: table.table,
      name: index.name,
      columns: index.columns,
      unique: index.unique,
    })),
  };
}

/** Whether the database lacks anything the schema declares. */
export function hasSchemaDrift(drift: SchemaDrift): boolean {
  return drift.missingTables.length + drift.missingColumns.length + drift.missingIndexes.length > 0;
}
