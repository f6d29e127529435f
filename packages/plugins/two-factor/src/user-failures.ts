import { AuthError } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import { twoFactorKey } from './two-factor-options.js';

const WINDOW_SECONDS = 15 * 60;
const keyOf = (userId: string): string => `two-factor:user-tries:${userId}`;

/**
 * The per-user limit on second-factor guesses, across challenges, browsers and
 * IP addresses (the IP limit alone would let a botnet guess on). A try is
 * counted before the code is compared, atomically; a right code clears the count.
 *
 * @example
 * await spendUserTry(ctx, user.id);
 * if (!valid) throw invalid;
 * await clearUserTries(ctx, user.id);
 */
export async function spendUserTry(ctx: EndpointContext, userId: string): Promise<void> {
  const { count } = await ctx.auth.storage.incr(keyOf(userId), WINDOW_SECONDS);
  if (count > twoFactorKey.options(ctx.auth).userMaxFailures) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TOO_MANY_FAILED_CODES');
}

export async function clearUserTries(ctx: EndpointContext, userId: string): Promise<void> {
  await ctx.auth.storage.delete(keyOf(userId));
}
