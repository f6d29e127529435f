import type { ResolvedField, ResolvedSchema, ResolvedTable } from '../resolve-schema.js';
import type { SqlDialect } from './column-type.js';
import { desiredIndexes, type DesiredIndex } from './desired-indexes.js';
import { columnKey, tableKey, type LiveIndex, type LiveSchema, type LiveTable } from './introspect-database.js';

export interface MissingColumn {
  table: ResolvedTable;
  field: ResolvedField;
}

export interface MissingIndex {
  table: ResolvedTable;
  index: DesiredIndex;
}

/** What the schema declares and the database lacks. Nothing is ever dropped. */
export interface SchemaDiff {
  missingTables: ResolvedTable[];
  /** Columns missing from tables that exist. */
  missingColumns: MissingColumn[];
  /** Indexes missing from tables that exist. */
  missingIndexes: MissingIndex[];
}

/**
 * Compares the declared schema with the live one. Indexes are matched by their
 * columns and uniqueness, not by name, so an index or unique constraint created by
 * hand (or by another tool) under another name counts.
 *
 * @example
 * const diff = diffSchema(await introspectDatabase(db, 'sqlite'), schema, 'sqlite');
 */
export function diffSchema(live: LiveSchema, schema: ResolvedSchema, dialect: SqlDialect): SchemaDiff {
  const diff: SchemaDiff = { missingTables: [], missingColumns: [], missingIndexes: [] };
  for (const table of Object.values(schema)) {
    const liveTable = live.get(tableKey(dialect, table.table));
    if (!liveTable) {
      diff.missingTables.push(table);
      continue;
    }
    const columns = new Set(liveTable.columns.map((column) => columnKey(dialect, column.name)));
    for (const field of Object.values(table.fields)) {
      if (!columns.has(columnKey(dialect, field.column))) diff.missingColumns.push({ table, field });
    }
    for (const index of desiredIndexes(table)) {
      if (!hasIndex(liveTable, index, dialect)) diff.missingIndexes.push({ table, index });
    }
  }
  return diff;
}

function hasIndex(table: LiveTable, wanted: DesiredIndex, dialect: SqlDialect): boolean {
  const key = (columns: readonly string[]): string => columns.map((name) => columnKey(dialect, name)).join('\u0000');
  const wantedKey = key(wanted.columns);
  return table.indexes.some((index: LiveIndex) => key(index.columns) === wantedKey && (index.unique || !wanted.unique));
}
