import type { ResolvedTable } from './resolve-schema.js';

const visible = new WeakMap<ResolvedTable, readonly string[]>();

/**
 * Keeps only the fields a table declares as returned, so password hashes, token
 * hashes and OAuth tokens never reach an answer by accident.
 */
export function toPublicRecord<T = Record<string, unknown>>(table: ResolvedTable, row: Record<string, unknown>): T {
  let fields = visible.get(table);
  if (!fields) {
    fields = Object.values(table.fields)
      .filter((field) => field.returned !== false)
      .map((field) => field.name);
    visible.set(table, fields);
  }
  const out: Record<string, unknown> = {};
  for (const field of fields) if (row[field] !== undefined) out[field] = row[field];
  return out as T;
}
