import { countInRange } from './count-in-range.js';
import { sha1Hex } from './sha1-hex.js';

/**
 * How often a password appears in known breaches, by k-anonymity: only the
 * first five hex characters of its SHA-1 leave the server, and the answer is
 * padded (`Add-Padding: true`) so its size does not hint at the prefix either.
 * Throws when the endpoint does not answer 200 within `timeoutMs`.
 *
 * @example
 * await breachCount('password', { rangeURL: PWNED_PASSWORDS_RANGE_URL, timeoutMs: 3000 }); // 9545824
 */
export async function breachCount(password: string, options: { rangeURL: string; timeoutMs: number }): Promise<number> {
  const hash = await sha1Hex(password);
  const response = await fetch(`${options.rangeURL}/${hash.slice(0, 5)}`, {
    headers: { 'add-padding': 'true', accept: 'text/plain' },
    // A redirect would send the prefix somewhere nobody configured.
    redirect: 'error',
    // Covers reading the body too, so a slow trickle cannot hold the request open.
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`the range endpoint answered ${response.status}`);
  }
  return countInRange(await response.text(), hash.slice(5));
}
