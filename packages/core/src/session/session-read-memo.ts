import type { CookieAccess } from '../declarations/cookie-access.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import type { CurrentSession, ReadSessionOptions } from './current-session.js';

type Reads = Map<string, Promise<CurrentSession | null>>;

// Kept on the request's cookie jar, which lives exactly as long as the request.
const READS = Symbol('latchkey.sessionReads');
type WithReads = CookieAccess & { [READS]?: Reads | undefined };

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
  const jar = ctx.cookies as WithReads;
  let memo = jar[READS];
  if (!memo) jar[READS] = memo = new Map();
  const key = keyOf(options);
  const known = memo.get(key);
  if (known) return known;
  const pending = read();
  memo.set(key, pending);
  return pending;
}

/** Forgets this request's session read, after a session was created or ended during it. */
export function forgetSessionRead(ctx: EndpointContext): void {
  (ctx.cookies as WithReads)[READS] = undefined;
}
