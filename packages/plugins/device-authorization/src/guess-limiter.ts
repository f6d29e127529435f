import { AuthError, CORE_ERROR_CODES } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { deviceAuthorizationKey } from './device-authorization-options.js';

const PREFIX = 'device-authorization:user-code';

type GuessContext = Pick<EndpointContext, 'auth' | 'clientIp'>;

/** What a lookup does once it knows its code: a real code gives its guess back. */
export interface GuessReservation {
  /** The code was real (right, or expired): it does not count as a wrong guess. */
  giveBack(): Promise<void>;
}

/**
 * Reserves one guess before a user code is looked up, or refuses the lookup (429
 * `TOO_MANY_REQUESTS`, with `Retry-After`) once this client IP, or all clients
 * together, have made too many wrong guesses in the current window. Each
 * reservation is one atomic increment, so guesses sent at once cannot all pass
 * a check made before any of them counted. A real code gives its guess back (a
 * second counter in the same window), so people with real codes are held back
 * only while someone is guessing; a refused lookup gives its guess back too, so
 * refusals never extend a block. The global count stops a guesser spread over
 * many addresses. Windows are fixed (`window` seconds, the same on every instance).
 */
export async function reserveGuess(ctx: GuessContext): Promise<GuessReservation> {
  const { window, perIp, global } = deviceAuthorizationKey.options(ctx.auth).userCodeGuesses;
  const { storage } = ctx.auth;
  const now = Math.floor(Date.now() / 1000);
  const slot = Math.floor(now / window);
  const ip = `ip:${ctx.clientIp ?? 'unknown'}`;
  const counters = [`${PREFIX}:guesses:${ip}:${slot}`, `${PREFIX}:guesses:all:${slot}`];
  const givenBack = [`${PREFIX}:given-back:${ip}:${slot}`, `${PREFIX}:given-back:all:${slot}`];
  const giveBack = async (): Promise<void> => {
    await Promise.all(givenBack.map((key) => storage.incr(key, window)));
  };
  const [ipGuesses, allGuesses] = await Promise.all(counters.map((key) => storage.incr(key, window)));
  const [ipBack, allBack] = await Promise.all(givenBack.map((key) => storage.get(key)));
  const wrongFromIp = ipGuesses!.count - Number(ipBack ?? 0);
  const wrongFromAll = allGuesses!.count - Number(allBack ?? 0);
  if (wrongFromIp <= perIp && wrongFromAll <= global) return { giveBack };
  await giveBack();
  const seconds = String((slot + 1) * window - now);
  throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
}
