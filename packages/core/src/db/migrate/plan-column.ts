import type { ResolvedField, ResolvedSchema, ResolvedTable } from '../resolve-schema.js';
import { encoderFor } from '../kysely/value-codec.js';
import { columnType, type SqlDialect } from './column-type.js';
import { foreignKeyName, isIndexedColumn } from './desired-indexes.js';
import type { PlannedColumn } from './migration-plan.js';

/**
 * The column a field becomes. Returns a message instead when the field references a
 * model or field the schema does not declare.
 *
 * @example
 * planColumn(schema.session, schema.session.fields.userId, { dialect: 'postgres', schema });
 */
export function planColumn(
  table: ResolvedTable,
  field: ResolvedField,
  options: { dialect: SqlDialect; schema: ResolvedSchema }
): PlannedColumn | string {
  const { dialect, schema } = options;
  const defaultValue = constantDefault(field, dialect);
  const column: PlannedColumn = {
    field: field.name,
    name: field.column,
    type: columnType(field, dialect, {
      indexed: isIndexedColumn(table, field.name),
      hasDefault: defaultValue !== undefined,
    }),
    primaryKey: field.name === 'id',
    notNull: field.name === 'id' || field.required !== false,
  };
  if (defaultValue !== undefined) column.defaultValue = defaultValue;
  if (field.references) {
    const target = schema[field.references.model];
    const targetField = target?.fields[field.references.field];
    if (!target || !targetField) {
      return `Field "${field.name}" of model "${table.model}" references ${field.references.model}.${field.references.field}, which the schema does not declare.`;
    }
    column.references = {
      name: foreignKeyName(table.table, field.column),
      table: target.table,
      column: targetField.column,
    };
    if (field.references.onDelete) column.references.onDelete = field.references.onDelete;
  }
  return column;
}

/**
 * A field's default as a SQL constant, encoded the way the adapter stores values.
 * Function defaults (timestamps, ids) are applied by the adapter on insert and have
 * no database default.
 */
export function constantDefault(field: ResolvedField, dialect: SqlDialect): string | number | boolean | undefined {
  const value = field.defaultValue;
  if (value === undefined || value === null || typeof value === 'function') return undefined;
  // The adapter's encoder, so that a default reads back exactly like a written value.
  const encoded = encoderFor(field, dialect)(value);
  if (encoded instanceof Date) return encoded.toISOString();
  if (typeof encoded === 'string' || typeof encoded === 'number' || typeof encoded === 'boolean') return encoded;
  return undefined;
}
