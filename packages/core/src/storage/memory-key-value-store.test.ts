import { describe, expect, it } from 'vitest';
import { describeKeyValueStore } from '@latchkey/test-utils/key-value-store-suite';
import { memoryKeyValueStore } from './memory-key-value-store.js';

describe('memoryKeyValueStore', () => {
  describeKeyValueStore(() => memoryKeyValueStore());

  it('forgets a value when its time is up', async () => {
    let clock = 1_000;
    const store = memoryKeyValueStore({ now: () => clock });
    await store.set('k', 'v', 10);
    clock += 9_999;
    expect(await store.get('k')).toBe('v');
    clock += 1;
    expect(await store.get('k')).toBeNull();
  });

  it('keeps a counter window from its first increment', async () => {
    let clock = 0;
    const store = memoryKeyValueStore({ now: () => clock });
    await store.incr('c', 10);
    clock = 4_000;
    expect(await store.incr('c', 10)).toEqual({ count: 2, ttl: 6 });
    clock = 10_000;
    expect(await store.incr('c', 10)).toEqual({ count: 1, ttl: 10 });
  });

  it('drops the oldest key beyond its size', async () => {
    const store = memoryKeyValueStore({ maxKeys: 2 });
    await store.set('a', '1');
    await store.set('b', '2');
    await store.set('c', '3');
    expect([await store.get('a'), await store.get('b'), await store.get('c')]).toEqual([null, '2', '3']);
  });
});
