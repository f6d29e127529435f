import type { IncomingHttpHeaders } from 'node:http';

/**
 * Turns node:http's header object into Fetch `Headers`, so server code can pass
 * a Node request's headers to `auth.api` calls. Repeated headers keep every value.
 *
 * @example
 * import { fromNodeHeaders } from 'latchkey/node';
 * const current = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
