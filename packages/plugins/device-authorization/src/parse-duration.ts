const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const DURATION = /^(\d+)\s*(s|m|h|d)$/;

/**
 * A duration in whole seconds, from seconds or a time string (`'5s'`, `'30m'`,
 * `'1h'`, `'2d'`). Throws at start-up on anything else, so a typo in the
 * options cannot become a code that never expires.
 *
 * @example
 * parseDuration('30m', { name: 'expiresIn' }); // 1800
 */
export function parseDuration(value: number | string, options: { name: string; min: number }): number {
  let seconds: number;
  if (typeof value === 'number') seconds = value;
  else {
    const match = DURATION.exec(value.trim());
    seconds = match ? Number(match[1]) * UNITS[match[2]!]! : Number.NaN;
  }
  if (!Number.isInteger(seconds) || seconds < options.min) {
    throw new TypeError(`Latchkey device authorization: ${options.name} must be whole seconds (at least ${options.min}) or a time string like '30m'`);
  }
  return seconds;
}
