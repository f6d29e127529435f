/** Runs at most `max` tasks at once; later ones wait in arrival order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A tiny semaphore. The password hasher uses it to bound memory: each scrypt
 * derivation at the default parameters holds 128 MiB until it finishes.
 *
 * @example
 * const limit = createConcurrencyLimit(2);
 * const key = await limit(() => deriveScryptKey(password, salt, params));
 */
export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('Concurrency limit must be a positive integer');
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so `running`
    // only drops when nobody is waiting.
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
