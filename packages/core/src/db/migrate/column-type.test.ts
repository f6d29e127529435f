import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../schema-types.js';
import { columnType, type SqlDialect } from './column-type.js';

const cases: [FieldDefinition, Record<SqlDialect, string>, { indexed?: boolean }?][] = [
  [{ type: 'string' }, { sqlite: 'text', postgres: 'text', mysql: 'text' }],
  [{ type: 'string', maxLength: 64 }, { sqlite: 'text', postgres: 'text', mysql: 'varchar(64)' }, { indexed: true }],
  [{ type: 'string' }, { sqlite: 'text', postgres: 'text', mysql: 'varchar(255)' }, { indexed: true }],
  [{ type: 'number' }, { sqlite: 'integer', postgres: 'integer', mysql: 'integer' }],
  [
    { type: 'number', bigint: true },
    { sqlite: 'integer', postgres: 'bigint', mysql: 'bigint' },
  ],
  [{ type: 'boolean' }, { sqlite: 'integer', postgres: 'boolean', mysql: 'boolean' }],
  [{ type: 'date' }, { sqlite: 'date', postgres: 'timestamptz(3)', mysql: 'datetime(3)' }],
  [{ type: 'json' }, { sqlite: 'text', postgres: 'jsonb', mysql: 'json' }],
];

describe('columnType', () => {
  it.each(cases)('maps %j', (field, expected, options) => {
    for (const dialect of ['sqlite', 'postgres', 'mysql'] as const) {
      expect(columnType(field, dialect, options)).toBe(expected[dialect]);
    }
  });

  it('bounds MySQL strings that reference another table or carry a default', () => {
    const references = { model: 'user', field: 'id' };
    expect(columnType({ type: 'string', references }, 'mysql')).toBe('varchar(255)');
    expect(columnType({ type: 'string' }, 'mysql', { hasDefault: true })).toBe('varchar(255)');
  });
});
