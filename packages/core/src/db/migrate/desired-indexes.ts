import type { ResolvedTable } from '../resolve-schema.js';

export interface DesiredIndex {
  name: string;
  /** Logical field names, in index order. */
  fields: readonly string[];
  /** Physical column names, in index order. */
  columns: readonly string[];
  unique: boolean;
  /** Declared on the field (`unique: true`, `index: true`) rather than in `indexes`. */
  singleField: boolean;
}

/** Postgres cuts identifiers at 63 bytes and MySQL refuses names over 64. */
const MAX_IDENTIFIER = 63;

/**
 * Every index a table should have: one per field declared `unique` or `index`
 * (besides `id`, which is the primary key), then the composite `indexes`.
 *
 * @example
 * desiredIndexes(schema.session); // [{ name: 'session_token_uidx', columns: ['token'], unique: true, ... }, ...]
 */
export function desiredIndexes(table: ResolvedTable): DesiredIndex[] {
  const indexes: DesiredIndex[] = [];
  for (const field of Object.values(table.fields)) {
    if (field.name === 'id' || !(field.unique || field.index)) continue;
    const unique = field.unique === true;
    indexes.push({
      name: identifier(`${table.table}_${field.column}_${unique ? 'uidx' : 'idx'}`),
      fields: [field.name],
      columns: [field.column],
      unique,
      singleField: true,
    });
  }
  for (const index of table.indexes) {
    indexes.push({
      name: identifier(index.name),
      fields: index.fields,
      columns: index.fields.map((name) => table.fields[name]?.column ?? name),
      unique: index.unique,
      singleField: false,
    });
  }
  return indexes;
}

/** The name of the foreign key constraint on a column. */
export function foreignKeyName(table: string, column: string): string {
  return identifier(`${table}_${column}_fk`);
}

/** Whether a column takes part in any index, which matters for MySQL column types. */
export function isIndexedColumn(table: ResolvedTable, field: string): boolean {
  const resolved = table.fields[field];
  if (!resolved) return false;
  if (field === 'id' || resolved.unique || resolved.index || resolved.references) return true;
  return table.indexes.some((index) => index.fields.includes(field));
}

/** Shortens long names deterministically so that reruns produce the same name. */
export function identifier(name: string): string {
  if (name.length <= MAX_IDENTIFIER) return name;
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${fnv1a(name)}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
