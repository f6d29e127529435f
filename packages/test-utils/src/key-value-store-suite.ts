import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { KeyValueStore } from 'latchkey/plugins';

/** The behaviour every `KeyValueStore` must show; run against each implementation. */
export function describeKeyValueStore(makeStore: () => KeyValueStore, options: { prefix?: string } = {}): void {
  const key = (): string => `${options.prefix ?? ''}${randomUUID()}`;

  it('reads back what was set, and null once deleted or never set', async () => {
    const store = makeStore();
    const k = key();
    expect(await store.get(k)).toBeNull();
    await store.set(k, 'one');
    expect(await store.get(k)).toBe('one');
    await store.set(k, 'two', 60);
    expect(await store.get(k)).toBe('two');
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
  });

  it('counts atomically under concurrency, setting the expiry once', async () => {
    const store = makeStore();
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.incr(k, 30)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const { ttl } of results) expect(ttl).toBeGreaterThan(0), expect(ttl).toBeLessThanOrEqual(30);
    expect(await store.get(k)).toBe('20');
  });

  it('keeps sets of members: add, list, remove, expire with the set', async () => {
    const store = makeStore();
    const k = key();
    expect(await store.members!(k)).toEqual([]);
    await store.addMember!(k, 'a', 60);
    await store.addMember!(k, 'b');
    await store.addMember!(k, 'a');
    expect((await store.members!(k)).sort()).toEqual(['a', 'b']);
    await store.removeMember!(k, 'a');
    await store.removeMember!(k, 'missing');
    expect(await store.members!(k)).toEqual(['b']);
    await store.removeMember!(k, 'b');
    expect(await store.members!(k)).toEqual([]);
    await store.addMember!(k, 'c', 0.05);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.members!(k)).toEqual([]);
  });
}
