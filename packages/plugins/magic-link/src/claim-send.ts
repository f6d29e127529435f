import { AuthError, CORE_ERROR_CODES, hashTokenSync } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { magicLinkKey } from './magic-link-options.js';

/**
 * Counts a link mailed to one address, whoever asks and whether or not it has
 * an account, and answers 429 past the limit: a mailbox cannot be flooded from
 * many IPs, and the answer is the same for every address.
 *
 * @example
 * await claimSend(ctx, email); // before anything depends on the account
 */
export async function claimSend(ctx: EndpointContext, email: string): Promise<void> {
  const { window, max } = magicLinkKey.options(ctx.auth).sendLimit;
  const { count } = await ctx.auth.storage.incr(`magic-link:sends:${hashTokenSync(email)}`, window);
  if (count <= max) return;
  const seconds = String(window);
  throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
}
