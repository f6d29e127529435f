import type { RateLimitRule } from './rate-limit-rule.js';

/**
 * The global default: 100 requests per 60 seconds per client and path. Loose
 * enough for a client that polls `/get-session`, tight enough to stop floods.
 */
export const DEFAULT_RATE_LIMIT_RULE: RateLimitRule = { window: 60, max: 100 };

/**
 * Stricter built-in limits for the routes attackers aim at, keyed by path
 * pattern. Counts are per client IP (IPv6 per /64) and per path:
 *
 * - `/sign-in/*` — 10 per 60 s: slows password guessing while leaving room for
 *   typos and for several people behind one NAT address.
 * - `/sign-up/*` — 5 per 60 s: mass account creation.
 * - `/request-password-reset`, `/forget-password` — 3 per 60 s: each one sends
 *   an email, so a low limit stops mail bombing a victim's inbox.
 * - `/reset-password` — 5 per 60 s: spends a reset token.
 * - `/change-password` — 5 per 60 s: checks the current password, so it is a
 *   guessing oracle for anyone holding a stolen session.
 * - `/send-verification-email`, `/change-email` — 3 per 60 s: send email.
 * - `/ok` — not limited: load balancers probe it, and neither their pace nor an
 *   outage of the limiter's store may make the app look down.
 *
 * User options and plugin rules take precedence over these.
 *
 * @example
 * DEFAULT_RATE_LIMIT_RULES['/sign-in/*']; // { window: 60, max: 10 }
 */
export const DEFAULT_RATE_LIMIT_RULES: Readonly<Record<string, RateLimitRule | false>> = {
  '/sign-in/*': { window: 60, max: 10 },
  '/sign-up/*': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/forget-password': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/change-password': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/change-email': { window: 60, max: 3 },
  '/ok': false,
};
