import type { ScryptHasherOptions } from './scrypt-hasher.js';

/** What the global `navigator` says of the runtime, where there is one. */
type Navigator = { userAgent?: unknown } | undefined;

/**
 * The default hasher's scrypt options for the runtime it runs on. On Cloudflare
 * Workers an isolate has 128 MB of memory, which N=2^17, r=8 (128 MiB) alone
 * would take; there it uses OWASP's equivalent N=2^14, r=8, p=5 (16 MiB, the
 * same work spread over five passes) and one derivation at a time. Everywhere
 * else (Node, Bun, Deno) the defaults stand.
 *
 * @example
 * createScryptHasher(runtimeScryptOptions()); // on Workers: { logN: 14, r: 8, p: 5, concurrency: 1 }
 */
export function runtimeScryptOptions(navigator: Navigator = (globalThis as { navigator?: Navigator }).navigator): ScryptHasherOptions {
  if (navigator?.userAgent === 'Cloudflare-Workers') return { logN: 14, r: 8, p: 5, concurrency: 1 };
  return {};
}
