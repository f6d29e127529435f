import { defaultValueOf } from './default-value.js';
import type { ResolvedTable } from './resolve-schema.js';

/**
 * A new row as the database would hand it back: every field of the table, with
 * the given value, else the field's `defaultValue` (called when a function),
 * else null. For records that are not written to a table (sessions kept only in
 * secondary storage), so their answers carry the same fields.
 *
 * @example
 * withDefaults(auth.schema.session!, data); // { ...data, activeOrganizationId: null, … }
 */
export function withDefaults(table: ResolvedTable, data: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...data };
  for (const field of Object.values(table.fields)) {
    if (row[field.name] === undefined) row[field.name] = defaultValueOf(field) ?? null;
  }
  return row;
}
