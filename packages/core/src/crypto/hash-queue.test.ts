import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { createHashQueue, isHashingBusy } from './hash-queue.js';
import { hashQueueOptions } from './hash-queue-options.js';

const MiB = 1024 * 1024;
const tick = (ms = 2): Promise<void> => new Promise((done) => setTimeout(done, ms));

function gauge() {
  let running = 0;
  let peak = 0;
  const task = async <T>(value: T): Promise<T> => {
    running++;
    peak = Math.max(peak, running);
    await tick();
    running--;
    return value;
  };
  return { task, peak: () => peak };
}

describe('createHashQueue', () => {
  it('never runs more than the concurrency at once, and runs everything in order', async () => {
    const queue = createHashQueue({ concurrency: 3, memoryBudget: 100 * MiB, maxQueue: 100 });
    const { task, peak } = gauge();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => queue(MiB, () => task(i))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak()).toBe(3);
  });

  it('runs only as many as the memory budget holds', async () => {
    const queue = createHashQueue({ concurrency: 4, memoryBudget: 128 * MiB, maxQueue: 100 });
    const { task, peak } = gauge();
    await Promise.all(Array.from({ length: 10 }, () => queue(64 * MiB, () => task(0))));
    expect(peak()).toBe(2);
  });

  it('runs a task costlier than the whole budget alone rather than never', async () => {
    const queue = createHashQueue({ concurrency: 4, memoryBudget: 16 * MiB, maxQueue: 100 });
    const { task, peak } = gauge();
    await Promise.all([queue(128 * MiB, () => task(0)), queue(MiB, () => task(0)), queue(128 * MiB, () => task(0))]);
    expect(peak()).toBe(1);
  });

  it('refuses past the queue limit with 503 PASSWORD_HASHING_BUSY and Retry-After, then serves again', async () => {
    const queue = createHashQueue({ concurrency: 1, memoryBudget: MiB, maxQueue: 2 });
    const { task } = gauge();
    const accepted = [queue(MiB, () => task('a')), queue(MiB, () => task('b')), queue(MiB, () => task('c'))];
    const refused = await queue(MiB, () => task('d')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 503, code: 'PASSWORD_HASHING_BUSY' });
    expect(isHashingBusy(refused)).toBe(true);
    expect(Number((refused as AuthError).headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c']);
    expect(await queue(MiB, () => task('e'))).toBe('e');
  });

  it('frees the slot and its memory when a task fails', async () => {
    const queue = createHashQueue({ concurrency: 1, memoryBudget: MiB, maxQueue: 1 });
    await expect(queue(MiB, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue(MiB, () => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('hashQueueOptions', () => {
  it('fits the default 128 MiB budget: one scrypt at N=2^17, r=8 at a time', () => {
    expect(hashQueueOptions({}, 128 * MiB)).toMatchObject({ concurrency: 1, memoryBudget: 128 * MiB, maxQueue: 64 });
    expect(hashQueueOptions({}, 32 * MiB).concurrency).toBeGreaterThanOrEqual(1);
    expect(hashQueueOptions({}, 32 * MiB).concurrency).toBeLessThanOrEqual(4);
  });

  it('gives a concurrency set alone the memory it needs', () => {
    expect(hashQueueOptions({ concurrency: 3 }, 128 * MiB)).toMatchObject({ concurrency: 3, memoryBudget: 384 * MiB });
    expect(hashQueueOptions({ concurrency: 3, memoryBudget: 128 * MiB }, 128 * MiB).memoryBudget).toBe(128 * MiB);
  });
});
