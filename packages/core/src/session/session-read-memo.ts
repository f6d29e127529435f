import type { EndpointContext } from '../declarations/auth-context.js';
import { requestMemo } from '../endpoint/request-memo.js';
import type { CurrentSession, ReadSessionOptions } from './current-session.js';

type Reads = Map<string, Promise<CurrentSession | null>>;

const reads = requestMemo<Reads>('latchkey.sessionReads');
// Hoisted: no closure made per read on a path every request takes.
const noReads = (): Reads => new Map();

const keyOf = (options: ReadSessionOptions): string =>
  `${options.disableCookieCache === true ? 1 : 0}${options.disableRefresh === true ? 1 : 0}`;

/**
 * Runs `read` once per request and options: a hook, a middleware and a handler
 * that all ask for the session share one database query.
 */
export function rememberSessionRead(
  ctx: EndpointContext,
  options: ReadSessionOptions,
  read: () => Promise<CurrentSession | null>,
): Promise<CurrentSession | null> {
  const memo = reads.get(ctx, noReads);
  const key = keyOf(options);
  const known = memo.get(key);
  if (known) return known;
  const pending = read();
  memo.set(key, pending);
  return pending;
}

/** Forgets this request's session read, after a session was created or ended during it. */
export function forgetSessionRead(ctx: EndpointContext): void {
  reads.forget(ctx);
}
