import { compileRecord } from './compile-record.js';
import type { ResolvedTable } from './resolve-schema.js';

interface Visible {
  fields: readonly string[];
  /** Every field in one object literal, or null when one is unset; absent where code cannot be compiled. */
  copy: ((row: Record<string, unknown>) => Record<string, unknown> | null) | undefined;
}

const visible = new WeakMap<ResolvedTable, Visible>();

function visibleOf(table: ResolvedTable): Visible {
  let known = visible.get(table);
  if (!known) {
    const fields = Object.values(table.fields)
      .filter((field) => field.returned !== false)
      .map((field) => field.name);
    known = { fields, copy: compileRecord(fields.map((field) => [field, field] as const), { nullUnlessSet: true }) };
    visible.set(table, known);
  }
  return known;
}

/**
 * Keeps only the fields a table declares as returned, so password hashes, token
 * hashes and OAuth tokens never reach an answer by accident. A row with every
 * field set (any row read from the database) is copied by one object literal
 * made for the table; a partial one field by field, leaving unset ones out.
 */
export function toPublicRecord<T = Record<string, unknown>>(table: ResolvedTable, row: Record<string, unknown>): T {
  const { fields, copy } = visibleOf(table);
  const copied = copy?.(row);
  if (copied) return copied as T;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (row[field] !== undefined) out[field] = row[field];
  return out as T;
}
