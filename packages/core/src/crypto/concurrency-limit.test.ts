import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once, and runs everything', async () => {
    const limit = createConcurrencyLimit(3);
    let running = 0;
    let peak = 0;
    const task = async (i: number): Promise<number> => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((done) => setTimeout(done, 2));
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limit(() => task(i))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(3);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
