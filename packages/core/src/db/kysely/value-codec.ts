import type { FieldDefinition } from '../schema-types.js';
import type { SqlDialect } from '../migrate/column-type.js';
import { isoTime } from './iso-time.js';

/** Turns a JavaScript value into what the driver binds for a column. */
export type Encoder = (value: unknown) => unknown;
/** Turns what the driver returned for a column back into the JavaScript value. */
export type Decoder = (value: unknown) => unknown;

const identity: Encoder = (value) => value;

/**
 * The encoder of a field on a dialect. `null` and `undefined` pass through, so
 * optional columns can be cleared.
 *
 * | type    | SQLite            | Postgres          | MySQL / MariaDB              |
 * |---------|-------------------|-------------------|------------------------------|
 * | date    | ISO text, ms, `Z` | `Date` (timestamptz) | `YYYY-MM-DD HH:MM:SS.mmm` UTC |
 * | boolean | 0 / 1             | boolean           | 0 / 1                        |
 * | json    | JSON text         | JSON text (jsonb) | JSON text                    |
 *
 * @example
 * encoderFor({ type: 'boolean' }, 'sqlite')(true); // 1
 */
export function encoderFor(field: Pick<FieldDefinition, 'type'>, dialect: SqlDialect): Encoder {
  switch (field.type) {
    case 'date':
      if (dialect === 'postgres') return nullable(toDate);
      // MySQL datetime has no zone: writing UTC text ourselves keeps writes right
      // whatever time zone the pool was configured with.
      return dialect === 'mysql' ? nullable(toMysqlDatetime) : nullable(toIsoText);
    case 'boolean':
      return dialect === 'postgres' ? identity : nullable(toIntBoolean);
    case 'json':
      // Always text: pg would turn a JS array into a Postgres array literal, and
      // mysql2 would expand an object into `key = value` pairs.
      return nullable((value) => JSON.stringify(value));
    default:
      return identity;
  }
}

/**
 * The decoder of a field on a dialect, or `undefined` when the driver already
 * returns the right JavaScript value. Decoders accept every shape a driver may
 * return for the column (ISO text or epoch ms for dates, 0/1 or booleans, bigint
 * counters as strings), so a database created by other tools still reads right.
 *
 * @example
 * decoderFor({ type: 'date' }, 'sqlite')?.('2024-05-01T10:00:00.123Z'); // Date
 */
export function decoderFor(field: Pick<FieldDefinition, 'type'>, dialect: SqlDialect): Decoder | undefined {
  switch (field.type) {
    case 'date':
      return nullable(dialect === 'mysql' ? fromMysqlDatetime : toDate);
    case 'boolean':
      return nullable(fromBoolean);
    case 'number':
      return nullable(fromNumber);
    case 'json':
      // pg parses json and jsonb itself; a string there is a JSON string value.
      return dialect === 'postgres' ? undefined : nullable(fromJsonText);
    default:
      return undefined;
  }
}

function nullable(convert: (value: unknown) => unknown): (value: unknown) => unknown {
  return (value) => (value === null || value === undefined ? null : convert(value));
}

function toDate(value: unknown): Date {
  // SQLite's dates are text in toISOString's form, read by hand; any other form goes to the general parser.
  const date = value instanceof Date ? value : new Date((typeof value === 'string' ? isoTime(value) : undefined) ?? (value as string | number));
  if (Number.isNaN(date.getTime())) throw new TypeError(`Invalid date value: ${String(value)}`);
  return date;
}

function toIsoText(value: unknown): string {
  return toDate(value).toISOString();
}

function toMysqlDatetime(value: unknown): string {
  // `2024-05-01T10:00:00.123Z` → `2024-05-01 10:00:00.123`
  return toDate(value).toISOString().slice(0, 23).replace('T', ' ');
}

function fromMysqlDatetime(value: unknown): Date {
  if (typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    return toDate(`${value.replace(' ', 'T')}Z`);
  }
  return toDate(value);
}

function toIntBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function fromBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value !== '0' && value !== 'false' && value !== '';
  return Number(value) !== 0;
}

function fromNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return JSON.parse(value) as unknown;
}
