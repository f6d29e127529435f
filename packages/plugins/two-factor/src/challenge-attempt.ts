import { AuthError, CORE_ERROR_CODES, generateRandomString } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { twoFactorKey } from './two-factor-options.js';

/** One sign-in waiting for its second factor. */
export interface ChallengeAttempt {
  id: string;
  userId: string;
  rememberMe: boolean;
  expiresAt: number;
}

const cookieOf = (ctx: EndpointContext) => ctx.auth.cookies.resolve('two_factor');
const attemptKey = (id: string): string => `two-factor:attempt:${id}`;
const triesKey = (id: string): string => `two-factor:attempt-tries:${id}`;
const passedKey = (id: string): string => `two-factor:attempt-passed:${id}`;

/**
 * Starts a challenge: the attempt is kept server-side (secondary storage,
 * 10 minutes by default) and the browser gets a signed, httpOnly cookie naming
 * it and its user. Nothing in the cookie is a credential on its own: the
 * attempt can be voided server-side at any time.
 *
 * @example
 * await startChallenge(ctx, { userId: user.id, rememberMe });
 */
export async function startChallenge(ctx: EndpointContext, input: { userId: string; rememberMe: boolean }): Promise<void> {
  const ttl = twoFactorKey.options(ctx.auth).challengeExpiresIn;
  const attempt: ChallengeAttempt = { id: generateRandomString(32), ...input, expiresAt: Date.now() + ttl * 1000 };
  await ctx.auth.storage.set(attemptKey(attempt.id), JSON.stringify(attempt), ttl);
  const cookie = cookieOf(ctx);
  await ctx.cookies.setSigned(cookie.name, `${attempt.id}:${attempt.userId}`, { ...cookie.options, maxAge: ttl });
}

/**
 * The attempt the request's challenge cookie names, when the signature holds,
 * the attempt still exists, has not expired and belongs to the cookie's user.
 */
export async function readChallenge(ctx: EndpointContext): Promise<ChallengeAttempt | null> {
  const value = await ctx.cookies.getSigned(cookieOf(ctx).name);
  const [id, userId] = value?.split(':') ?? [];
  if (!id || !userId) return null;
  const stored = await ctx.auth.storage.get(attemptKey(id));
  if (!stored) return null;
  const attempt = JSON.parse(stored) as ChallengeAttempt;
  // The store's own expiry may be coarse (or absent in a custom store): the attempt carries its deadline.
  if (attempt.userId !== userId || attempt.expiresAt <= Date.now()) return null;
  return attempt;
}

/**
 * Spends one try of the attempt before a code is compared, atomically, so
 * parallel guesses cannot exceed the limit. Past it the attempt is void and
 * the answer is 403 TOO_MANY_ATTEMPTS: the user signs in again.
 */
export async function spendChallengeTry(ctx: EndpointContext, attempt: ChallengeAttempt): Promise<void> {
  const { challengeExpiresIn, challengeMaxAttempts } = twoFactorKey.options(ctx.auth);
  const { count } = await ctx.auth.storage.incr(triesKey(attempt.id), challengeExpiresIn);
  if (count <= challengeMaxAttempts) return;
  await endChallenge(ctx, attempt);
  throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_ATTEMPTS');
}

/**
 * Claims the attempt for the one sign-in it may become: of two right codes
 * sent at once (a TOTP code and a backup code), only the first creates a session.
 */
export async function claimChallenge(ctx: EndpointContext, attempt: ChallengeAttempt): Promise<boolean> {
  const { count } = await ctx.auth.storage.incr(passedKey(attempt.id), twoFactorKey.options(ctx.auth).challengeExpiresIn);
  return count === 1;
}

/**
 * Ends an attempt (passed or void): its record and the cookie go. Its
 * counters stay until they expire: a request that read the attempt just
 * before must still find them spent.
 */
export async function endChallenge(ctx: EndpointContext, attempt: ChallengeAttempt): Promise<void> {
  await ctx.auth.storage.delete(attemptKey(attempt.id));
  const cookie = cookieOf(ctx);
  ctx.cookies.delete(cookie.name, cookie.options);
}
