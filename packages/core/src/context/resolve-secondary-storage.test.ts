import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';
import { checkSessionStorage, resolveSecondaryStorage } from './resolve-secondary-storage.js';

describe('secondary storage settings', () => {
  it('refuses a timeout that is not a positive number of milliseconds', () => {
    for (const secondaryStorageTimeout of [0, -1, Number.NaN, Infinity]) {
      expect(() => checkSessionStorage({ secondaryStorageTimeout })).toThrow(/secondaryStorageTimeout/);
    }
    expect(() => checkSessionStorage({ secondaryStorageTimeout: 250 })).not.toThrow();
  });

  it('refuses sessions kept nowhere but in process memory', () => {
    expect(() => checkSessionStorage({ session: { storage: 'secondary', storeInDatabase: false } })).toThrow(/needs a secondaryStorage/);
    expect(() => checkSessionStorage({ session: { storage: 'secondary' } })).not.toThrow();
  });

  it('keeps the set operations of the store it guards, and only those it has', async () => {
    const full = resolveSecondaryStorage({ secondaryStorage: memoryKeyValueStore() });
    await full.addMember!('k', 'm');
    expect(await full.members!('k')).toEqual(['m']);
    const { get, set, delete: del, incr } = memoryKeyValueStore();
    const plain = resolveSecondaryStorage({ secondaryStorage: { get, set, delete: del, incr } });
    expect(plain.addMember).toBeUndefined();
  });
});
