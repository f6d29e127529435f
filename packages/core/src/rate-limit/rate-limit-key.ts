/** The shared bucket for clients whose address could not be determined. */
export const UNKNOWN_IP_BUCKET = 'unknown';

/**
 * The storage key for one client and one path. A client whose address is
 * unknown (`null`) lands in one shared `unknown` bucket per path instead of
 * escaping the limit: failing closed means a misconfigured proxy setup can make
 * those clients throttle each other, but never lets a flood through.
 *
 * @example
 * rateLimitKey('203.0.113.7', '/sign-in/email'); // '203.0.113.7|/sign-in/email'
 * rateLimitKey(null, '/sign-in/email'); // 'unknown|/sign-in/email'
 */
export function rateLimitKey(ip: string | null, path: string): string {
  return `${ip ?? UNKNOWN_IP_BUCKET}|${path}`;
}
