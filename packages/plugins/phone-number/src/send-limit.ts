import { AuthError, CORE_ERROR_CODES, hashTokenSync } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { phoneNumberKey } from './phone-number-options.js';

/**
 * Counts one text to a number against its cap, whoever asks and from
 * wherever: the per-IP rate limit alone would let many addresses flood one
 * phone (or run up the SMS bill). Counted in secondary storage, so every
 * instance shares it, and counted whether or not the number has an account,
 * so the 429 tells nothing. Over the cap it throws 429 TOO_MANY_REQUESTS with
 * the seconds left.
 *
 * @example
 * await claimSend(ctx.auth, phoneNumber);
 */
export async function claimSend(auth: AuthContext, phoneNumber: string): Promise<void> {
  const { window, max } = phoneNumberKey.options(auth).sendLimit;
  // Hashed: the shared store need not hold phone numbers.
  const { count, ttl } = await auth.storage.incr(`phone-number:sends:${hashTokenSync(phoneNumber)}`, window);
  if (count <= max) return;
  const seconds = String(Math.max(1, Math.ceil(ttl)));
  throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
}
