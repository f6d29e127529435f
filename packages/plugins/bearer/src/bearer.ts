import { definePlugin } from 'latchkey/plugins';
import { bearerExtension } from './bearer-extension.js';
import { resolveBearerOptions, type BearerOptions } from './bearer-options.js';

/**
 * Bearer tokens: `Authorization: Bearer <session token>` authenticates like the
 * session cookie, over HTTP and through `auth.api`, and every answer that
 * creates a session carries its signed token in a `set-auth-token` header.
 * For native apps, command-line tools and single-page apps on another origin.
 *
 * A request with a bearer token and no cookie needs no `Origin`: the origin
 * check guards cookies, which a browser attaches by itself; a bearer token is
 * attached only by code that holds it.
 *
 * @example
 * import { bearer } from '@latchkey/bearer';
 * const auth = createAuth({ plugins: [bearer()] });
 * // curl -H "Authorization: Bearer $TOKEN" https://app.example/api/auth/get-session
 */
export function bearer(options: BearerOptions = {}) {
  const resolved = resolveBearerOptions(options);
  return definePlugin({
    id: 'bearer',
    session: bearerExtension(resolved),
    options: resolved,
  });
}

export type BearerPlugin = ReturnType<typeof bearer>;
