import type { AuthContext } from 'latchkey/plugins';

const WELL_KNOWN = ['oauth-authorization-server', 'openid-configuration'] as const;

/**
 * Maps the addresses RFC 8414 §3.1 builds for an issuer with a path
 * (`/.well-known/oauth-authorization-server/api/auth`, and the same form of
 * `openid-configuration` some clients try) to the routes below the base path.
 * Only GET, and only for this issuer's own path.
 *
 * @example
 * onRequest: wellKnownAddress, // in the plugin
 */
export function wellKnownAddress(request: Request, auth: AuthContext): { request: Request } | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  // Every GET passes here, and most need no parsing to tell (the URL parser drops tabs and line breaks).
  if (!request.url.includes('well-known') && !/[\t\n\r]/.test(request.url)) return undefined;
  const url = new URL(request.url);
  for (const name of WELL_KNOWN) {
    if (url.pathname === `/.well-known/${name}${auth.basePath}`) {
      return { request: new Request(new URL(`${auth.basePath}/.well-known/${name}`, url), { method: request.method, headers: request.headers }) };
    }
  }
  return undefined;
}
