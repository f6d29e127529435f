import type { FieldDefinition, SchemaDefinition, TableDefinition } from '../db/schema-types.js';
import type { AnyPlugin } from '../declarations/auth-context.js';

/**
 * The plugins' schema declarations, ready to merge after the core's. A field
 * two declarations share (the core's and a plugin's, or two plugins') is
 * refused at start, naming both; and a plugin's field is never writable from a
 * request unless it says `input: true`, so a new column like `role` or
 * `banned` cannot be set through sign-up or update-user by accident.
 */
export function pluginSchemas(core: SchemaDefinition, plugins: readonly AnyPlugin[]): SchemaDefinition[] {
  const owners = new Map<string, string>();
  for (const [model, table] of Object.entries(core)) {
    for (const field of Object.keys(table.fields)) owners.set(`${model}.${field}`, 'the core');
  }
  return plugins.flatMap((plugin) => {
    const schema = plugin.schema as SchemaDefinition | undefined;
    if (!schema) return [];
    const out: SchemaDefinition = {};
    for (const [model, table] of Object.entries(schema)) {
      for (const field of Object.keys(table.fields)) {
        const owner = owners.get(`${model}.${field}`);
        if (owner) {
          throw new Error(`Latchkey: plugin "${plugin.id}" declares the field ${model}.${field}, which ${owner} already declares.`);
        }
        owners.set(`${model}.${field}`, `plugin "${plugin.id}"`);
      }
      out[model] = protectFields(table);
    }
    return [out];
  });
}

function protectFields(table: TableDefinition): TableDefinition {
  const fields: Record<string, FieldDefinition> = {};
  for (const [name, field] of Object.entries(table.fields)) fields[name] = { ...field, input: field.input ?? false };
  return { ...table, fields };
}
