/**
 * The wait before the next attempt after `attempts` failed ones: the base
 * doubled per failure up to the maximum, then jittered to between half and
 * all of it, so receivers that come back are not hit by every retry at once.
 *
 * @example
 * retryDelayMs(3, { baseSeconds: 10, maxSeconds: 3600 }); // 20 000 to 40 000
 */
export function retryDelayMs(attempts: number, input: { baseSeconds: number; maxSeconds: number; random?: () => number }): number {
  const full = Math.min(input.maxSeconds, input.baseSeconds * 2 ** Math.max(0, attempts - 1)) * 1000;
  return full / 2 + (input.random ?? Math.random)() * (full / 2);
}
