import type { EndpointContext } from '../declarations/auth-context.js';
import { requestMemo } from '../endpoint/request-memo.js';
import type { CurrentSession, ReadSessionOptions } from './current-session.js';

/** One read per combination of the two options, at `slotOf(options)`. */
type Reads = (Promise<CurrentSession | null> | undefined)[];

const reads = requestMemo<Reads>('latchkey.sessionReads');
// Hoisted: no closure made per read on a path every request takes.
const noReads = (): Reads => [undefined, undefined, undefined, undefined];

const slotOf = (options: ReadSessionOptions): number =>
  (options.disableCookieCache === true ? 2 : 0) + (options.disableRefresh === true ? 1 : 0);

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
  const slot = slotOf(options);
  return (memo[slot] ??= read());
}

/** Forgets this request's session read, after a session was created or ended during it. */
export function forgetSessionRead(ctx: EndpointContext): void {
  reads.forget(ctx);
}
