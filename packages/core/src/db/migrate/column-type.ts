import type { ColumnDataType } from 'kysely';
import type { FieldDefinition } from '../schema-types.js';

/** The SQL dialects Latchkey creates and migrates tables for. */
export type SqlDialect = 'sqlite' | 'postgres' | 'mysql';

export interface ColumnTypeOptions {
  /**
   * Whether the column is part of a key, index, unique constraint or foreign key.
   * MySQL cannot index `text`, so such strings become `varchar(maxLength ?? 255)`.
   */
  indexed?: boolean;
  /** Whether the column gets a constant default; MySQL `text` columns cannot have one. */
  hasDefault?: boolean;
}

/**
 * The column type of a field on a dialect: the one mapping both the migrations and
 * the Kysely adapter rely on. How values are encoded in these columns is the
 * adapter's value codec (`kysely/value-codec.ts`).
 *
 * | type    | SQLite  | Postgres         | MySQL / MariaDB                        |
 * |---------|---------|------------------|----------------------------------------|
 * | string  | text    | text             | varchar(n) when indexed, else text     |
 * | number  | integer | integer / bigint | integer / bigint                       |
 * | boolean | integer | boolean          | boolean (tinyint(1))                   |
 * | date    | date (ISO text) | timestamptz(3) | datetime(3), UTC                  |
 * | json    | text    | jsonb            | json                                   |
 *
 * @example
 * columnType({ type: 'date' }, 'postgres'); // 'timestamptz(3)'
 * columnType({ type: 'string', maxLength: 64 }, 'mysql', { indexed: true }); // 'varchar(64)'
 */
export function columnType(
  field: FieldDefinition,
  dialect: SqlDialect,
  options: ColumnTypeOptions = {}
): ColumnDataType {
  switch (field.type) {
    case 'string':
      if (dialect !== 'mysql') return 'text';
      return options.indexed || options.hasDefault || field.references ? `varchar(${field.maxLength ?? 255})` : 'text';
    case 'number':
      // SQLite's integer already holds 64 bits.
      return field.bigint && dialect !== 'sqlite' ? 'bigint' : 'integer';
    case 'boolean':
      return dialect === 'sqlite' ? 'integer' : 'boolean';
    case 'date':
      if (dialect === 'sqlite') return 'date';
      return dialect === 'postgres' ? 'timestamptz(3)' : 'datetime(3)';
    case 'json':
      if (dialect === 'sqlite') return 'text';
      return dialect === 'postgres' ? 'jsonb' : 'json';
  }
}
