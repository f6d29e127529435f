import type { FieldAdditions, FieldDefinition, SchemaDefinition, TableDefinition } from './schema-types.js';

export interface ResolvedField extends FieldDefinition {
  /** The logical name used in code and in the adapter contract. */
  name: string;
  /** The physical column name. */
  column: string;
}

export interface ResolvedTable {
  /** The logical model name. */
  model: string;
  /** The physical table name. */
  table: string;
  /** Every field, `id` first. */
  fields: Record<string, ResolvedField>;
  indexes: readonly { fields: readonly string[]; unique: boolean; name: string }[];
}

export type ResolvedSchema = Record<string, ResolvedTable>;

/** How a user renames tables and columns, and adds fields to existing tables. */
export interface SchemaCustomization {
  modelName?: string;
  fields?: Record<string, string>;
  additionalFields?: FieldAdditions;
}

const idField: FieldDefinition = { type: 'string', maxLength: 255 };

/**
 * Merges schema declarations (core first, then plugins) and the user's
 * customizations into one resolved schema. Later declarations of a table add
 * fields to it; a field declared twice keeps the first declaration.
 *
 * @example
 * const schema = resolveSchema([coreSchema, plugin.schema], { user: { modelName: 'users' } });
 * schema.user.table; // 'users'
 */
export function resolveSchema(
  declarations: readonly SchemaDefinition[],
  customizations: Record<string, SchemaCustomization | undefined> = {},
): ResolvedSchema {
  const merged: Record<string, TableDefinition> = {};
  for (const declaration of declarations) {
    for (const [model, table] of Object.entries(declaration)) {
      const existing = merged[model];
      merged[model] = existing
        ? {
            ...existing,
            fields: { ...table.fields, ...existing.fields },
            indexes: [...(existing.indexes ?? []), ...(table.indexes ?? [])],
          }
        : table;
    }
  }
  const resolved: ResolvedSchema = {};
  for (const [model, table] of Object.entries(merged)) {
    resolved[model] = resolveTable(model, table, customizations[model]);
  }
  return resolved;
}

function resolveTable(model: string, table: TableDefinition, custom: SchemaCustomization | undefined): ResolvedTable {
  const declared = { id: idField, ...table.fields, ...custom?.additionalFields };
  const fields: Record<string, ResolvedField> = {};
  for (const [name, field] of Object.entries(declared)) {
    const column = custom?.fields?.[name] ?? field.fieldName ?? name;
    fields[name] = { ...field, name, column };
  }
  const physical = custom?.modelName ?? table.modelName ?? model;
  const indexes = (table.indexes ?? []).map((index) => ({
    fields: index.fields,
    unique: index.unique ?? false,
    name: index.name ?? `${physical}_${index.fields.join('_')}_${index.unique ? 'uidx' : 'idx'}`,
  }));
  return { model, table: physical, fields, indexes };
}

/** The physical column of a logical field; throws for a field the schema does not declare. */
export function columnOf(table: ResolvedTable, field: string): string {
  const resolved = table.fields[field];
  if (!resolved) throw new Error(`Unknown field "${field}" on model "${table.model}"`);
  return resolved.column;
}
