import type { CookieAccess } from '../declarations/cookie-access.js';

/** Anything that carries the request's cookie jar: an endpoint's or a hook's `ctx`. */
export interface RequestHolder {
  readonly cookies: CookieAccess;
}

/**
 * One value per request, kept for as long as the request lives. See
 * `requestMemo`.
 */
export interface RequestMemo<T extends {} | null> {
  /** The value this request holds, or undefined before the first `get` (and after `forget`). */
  peek(ctx: RequestHolder): T | undefined;
  /** This request's value: `make` runs the first time, later calls answer the same value. */
  get(ctx: RequestHolder, make: () => T): T;
  /** Drops this request's value, so the next `get` makes it again. */
  forget(ctx: RequestHolder): void;
}

type Carrier<T> = CookieAccess & Record<symbol, T | undefined>;

/**
 * A value worked out once per request (a session read, a verified key) and
 * shared by the hooks, middleware and handler of that request. It is stored
 * on the request's cookie jar, which lives exactly as long as the request,
 * under a symbol of its own. A WeakMap keyed by the jar would add an entry
 * per request, and V8 makes every garbage collection do extra work for such
 * entries (ephemerons); a property costs nothing of the kind. Nothing a
 * request sends can set the value, and another memo cannot read it. Two
 * requests never share one. Create the memo once, at module level.
 *
 * @example
 * const verified = requestMemo<Promise<Client | null>>('acme.client');
 * // in a hook, a middleware or a handler:
 * const client = await verified.get(ctx, () => verifyClient(ctx));
 */
export function requestMemo<T extends {} | null>(name: string): RequestMemo<T> {
  const slot = Symbol(name);
  const carrier = (ctx: RequestHolder): Carrier<T> => ctx.cookies as Carrier<T>;
  return {
    peek: (ctx) => carrier(ctx)[slot],
    get(ctx, make) {
      const jar = carrier(ctx);
      const known = jar[slot];
      if (known !== undefined) return known;
      const made = make();
      jar[slot] = made;
      return made;
    },
    forget(ctx) {
      // Set to undefined rather than deleted: a deleted property can slow the object's later reads.
      carrier(ctx)[slot] = undefined;
    },
  };
}
