import { AuthError, CORE_ERROR_CODES } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { deviceOptionsOf } from './device-options-of.js';

const PREFIX = 'device-authorization:user-code-misses';

function keysOf(ctx: Pick<EndpointContext, 'clientIp'>): { ip: string; global: string } {
  return { ip: `${PREFIX}:ip:${ctx.clientIp ?? 'unknown'}`, global: `${PREFIX}:all` };
}

/**
 * Refuses user-code lookups (429 `TOO_MANY_REQUESTS`, with `X-Retry-After`)
 * once this client IP, or all clients together, have tried too many wrong
 * codes in the window. The global count stops a guesser spread over many
 * addresses; right codes never count, so a person with a real code is held
 * back only while someone is guessing.
 */
export async function assertGuessesLeft(ctx: Pick<EndpointContext, 'auth' | 'clientIp'>): Promise<void> {
  const limits = deviceOptionsOf(ctx.auth).userCodeGuesses;
  const keys = keysOf(ctx);
  const [ip, global] = await Promise.all([ctx.auth.storage.get(keys.ip), ctx.auth.storage.get(keys.global)]);
  if (Number(ip ?? 0) < limits.perIp && Number(global ?? 0) < limits.global) return;
  const seconds = String(limits.window);
  throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS', { headers: { 'X-Retry-After': seconds, 'Retry-After': seconds } });
}

/** Counts a wrong user code against the client IP and against everyone. */
export async function countMiss(ctx: Pick<EndpointContext, 'auth' | 'clientIp'>): Promise<void> {
  const { window } = deviceOptionsOf(ctx.auth).userCodeGuesses;
  const keys = keysOf(ctx);
  await Promise.all([ctx.auth.storage.incr(keys.ip, window), ctx.auth.storage.incr(keys.global, window)]);
}
