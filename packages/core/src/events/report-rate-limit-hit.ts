import type { AuthContext } from '../declarations/auth-context.js';
import { emitSystemEvent, hasEventListeners } from './emit-event.js';

/** Clients remembered per instance; past this the oldest is forgotten (and may be reported again). */
const MAX_CLIENTS = 10_000;

const reportedUntil = new WeakMap<object, Map<string, number>>();

/**
 * `rate-limit.hit`, once per client address and path until its window
 * resets, per instance: a client hammering a limited route makes one event
 * (one audit row), not one per refused request.
 *
 * @example
 * if (limited) await reportRateLimitHit(auth, { path, ip: clientIp, headers: request.headers, retryAfterSeconds: 60 });
 */
export async function reportRateLimitHit(
  auth: AuthContext,
  input: { path: string; ip: string | null; headers: Headers; retryAfterSeconds: number; now?: number },
): Promise<void> {
  if (!hasEventListeners(auth)) return;
  const now = input.now ?? Date.now();
  let reported = reportedUntil.get(auth.options);
  if (!reported) reportedUntil.set(auth.options, (reported = new Map()));
  const key = `${input.ip ?? 'unknown'}|${input.path}`;
  if ((reported.get(key) ?? 0) > now) return;
  reported.delete(key);
  if (reported.size >= MAX_CLIENTS) reported.delete(reported.keys().next().value!);
  reported.set(key, now + input.retryAfterSeconds * 1000);
  const detail = { path: input.path, retryAfterSeconds: input.retryAfterSeconds };
  await emitSystemEvent(auth, { type: 'rate-limit.hit', actor: { type: 'user', id: null }, detail }, { request: { ip: input.ip, headers: input.headers } });
}
