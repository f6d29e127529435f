import type { EndpointContext } from '../declarations/auth-context.js';

/**
 * Deletes the signed session copy kept in a cookie, after a change it would
 * otherwise hide for its lifetime (a new address, a verified flag, a new
 * password); the next read goes to the database.
 */
export function dropSessionCache(ctx: EndpointContext): void {
  const cache = ctx.auth.cookies.core.session_data;
  const present = ctx.cookies.get(cache.name) !== null;
  // The session middleware may have just written a copy, so with the cache on it is cleared regardless.
  if (present || ctx.auth.session.cookieCache.enabled) ctx.cookies.delete(cache.name, cache.options);
}
