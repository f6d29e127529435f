import { AuthError } from '../error/auth-error.js';
import { retryAfterError } from '../rate-limit/retry-after-error.js';

export interface HashQueueOptions {
  /** Most tasks running at once, whatever their memory. */
  concurrency: number;
  /** Bytes the running tasks may hold together. A task asking more than this runs alone. */
  memoryBudget: number;
  /** Most tasks waiting for a slot; one more is refused with 503 `PASSWORD_HASHING_BUSY`. */
  maxQueue: number;
}

/** Runs a task once its memory fits the budget; see {@link createHashQueue}. */
export type HashQueue = <T>(memory: number, task: () => Promise<T>) => Promise<T>;

interface Waiter {
  memory: number;
  start: () => void;
}

/**
 * The queue every password hash and verification of a hasher goes through. It
 * bounds the process's memory however many sign-ins arrive at once: a task starts
 * only when fewer than `concurrency` run and its memory fits what the running
 * ones leave of `memoryBudget`, in arrival order. Past `maxQueue` waiting tasks it
 * refuses at once with 503 `PASSWORD_HASHING_BUSY` and a `Retry-After` worked out
 * from how long tasks have been taking, rather than letting waits pile up.
 *
 * @example
 * const queue = createHashQueue({ concurrency: 2, memoryBudget: 128 * 2 ** 20, maxQueue: 64 });
 * const key = await queue(scryptMemory(params), () => deriveScryptKey(password, salt, params));
 */
export function createHashQueue(options: HashQueueOptions): HashQueue {
  const { concurrency, memoryBudget, maxQueue } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('Hash concurrency must be a positive integer');
  if (!(memoryBudget > 0) || !Number.isInteger(maxQueue) || maxQueue < 0) {
    throw new RangeError('Hash memory budget must be positive and the queue limit a whole number');
  }
  let running = 0;
  let held = 0;
  // Seconds one task takes, smoothed; it only sizes Retry-After.
  let taskSeconds = 1;
  const waiting: Waiter[] = [];

  const fits = (memory: number): boolean => running === 0 || (running < concurrency && held + memory <= memoryBudget);
  const drain = (): void => {
    while (waiting.length > 0 && fits(waiting[0]!.memory)) waiting.shift()!.start();
  };

  return async function queue<T>(requested: number, task: () => Promise<T>): Promise<T> {
    const memory = Math.min(requested, memoryBudget);
    if (waiting.length === 0 && fits(memory)) {
      running++;
      held += memory;
    } else if (waiting.length >= maxQueue) {
      throw retryAfterError('PASSWORD_HASHING_BUSY', (taskSeconds * (waiting.length + 1)) / concurrency);
    } else {
      await new Promise<void>((resolve) => {
        waiting.push({
          memory,
          start: () => {
            running++;
            held += memory;
            resolve();
          },
        });
      });
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      taskSeconds = 0.8 * taskSeconds + 0.2 * ((performance.now() - started) / 1000);
      running--;
      held -= memory;
      drain();
    }
  };
}

/**
 * Whether an error is the queue's refusal. Code that swallows a hasher's failures
 * (timing equalisation for unknown emails) passes this one on, so a full queue
 * answers the same 503 whether or not the account exists.
 */
export function isHashingBusy(error: unknown): error is AuthError {
  return error instanceof AuthError && error.code === 'PASSWORD_HASHING_BUSY';
}
