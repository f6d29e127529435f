import type { PasswordHasher } from './password-hasher.js';
import { defaultPasswordHasher } from './default-password-hasher.js';

export interface MeasureHashRateOptions {
  /** How long to keep hashing. Default 3. */
  seconds?: number;
  /** Default: the default hasher, at production parameters. */
  hasher?: PasswordHasher;
  /** Hashes in flight at once; above 1 it measures throughput rather than latency. Default 1. */
  concurrency?: number;
}

/**
 * Hashes a fixed password repeatedly for the given time and answers hashes per
 * second. Useful to see what a sign-in costs on the target machine.
 *
 * @example
 * const rate = await measureHashRate({ seconds: 5 });
 * console.log(`${rate.toFixed(1)} hashes/s`);
 */
export async function measureHashRate(options: MeasureHashRateOptions = {}): Promise<number> {
  const { seconds = 3, hasher = defaultPasswordHasher, concurrency = 1 } = options;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let hashes = 0;
  const worker = async (): Promise<void> => {
    // Always at least one hash, so a tiny `seconds` still measures something.
    do {
      await hasher.hash('correct horse battery staple');
      hashes++;
    } while (performance.now() < deadline);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return hashes / ((performance.now() - started) / 1000);
}
