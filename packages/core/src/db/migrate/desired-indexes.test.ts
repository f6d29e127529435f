import { describe, expect, it } from 'vitest';
import { coreSchema } from '../core-schema.js';
import { resolveSchema } from '../resolve-schema.js';
import { desiredIndexes, identifier } from './desired-indexes.js';

describe('desiredIndexes', () => {
  it('lists field indexes, then composite ones, never the primary key', () => {
    const schema = resolveSchema([coreSchema], { account: { modelName: 'accounts', fields: { userId: 'user_id' } } });
    expect(desiredIndexes(schema.account!)).toEqual([
      { name: 'accounts_user_id_idx', fields: ['userId'], columns: ['user_id'], unique: false, singleField: true },
      {
        name: 'accounts_providerId_accountId_uidx',
        fields: ['providerId', 'accountId'],
        columns: ['providerId', 'accountId'],
        unique: true,
        singleField: false,
      },
    ]);
  });
});

describe('identifier', () => {
  it('keeps names up to 63 characters and shortens longer ones the same way every time', () => {
    expect(identifier('a'.repeat(63))).toBe('a'.repeat(63));
    const long = `${'table_'.repeat(12)}column_idx`;
    expect(identifier(long)).toHaveLength(63);
    expect(identifier(long)).toBe(identifier(long));
    expect(identifier(long)).not.toBe(identifier(`${long}2`));
  });
});
