import { availableParallelism } from 'node:os';
import type { HashQueueOptions } from './hash-queue.js';

const MiB = 1024 * 1024;

/** The defaults: a 128 MiB budget, at most 4 at once (libuv's pool), 64 waiting. */
export const DEFAULT_HASH_MEMORY_BUDGET = 128 * MiB;
export const DEFAULT_HASH_QUEUE_LIMIT = 64;

/** What a hasher's options may say about its queue; every field has a default. */
export interface HashQueueSettings {
  /**
   * Most derivations at once. Default: as many as the memory budget holds at the
   * hasher's own cost, at most one per CPU and at most 4 (libuv's default thread
   * pool, which file and DNS work share), and at least 1.
   */
  concurrency?: number;
  /**
   * Bytes the running derivations may hold together, 128 MiB by default: peak
   * memory under a burst of sign-ins stays near this much above idle. A stored
   * hash asking more than the budget (older, costlier parameters) runs alone.
   * Without it, a `concurrency` set alone gets the budget it needs.
   */
  memoryBudget?: number;
  /**
   * Most sign-ins waiting for a derivation, 64 by default; past it the answer is
   * 503 `PASSWORD_HASHING_BUSY` with `Retry-After` instead of a longer wait.
   */
  maxQueue?: number;
}

/**
 * Fills in a hasher's queue settings from its cost per derivation and the machine.
 *
 * @example
 * createHashQueue(hashQueueOptions({}, scryptMemory(params))); // 1 at a time at N=2^17, r=8
 */
export function hashQueueOptions(settings: HashQueueSettings, memoryPerHash: number): HashQueueOptions {
  // A concurrency set without a budget keeps its meaning: that many at once.
  const asked = settings.concurrency === undefined ? 0 : settings.concurrency * memoryPerHash;
  const memoryBudget = settings.memoryBudget ?? Math.max(DEFAULT_HASH_MEMORY_BUDGET, asked);
  const fit = Math.floor(memoryBudget / memoryPerHash);
  const concurrency = settings.concurrency ?? Math.max(1, Math.min(fit, availableParallelism(), 4));
  return { concurrency, memoryBudget, maxQueue: settings.maxQueue ?? DEFAULT_HASH_QUEUE_LIMIT };
}
