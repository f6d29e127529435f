/**
 * Joins origin, base path and endpoint path, and appends the query. Without a
 * `baseURL` the page's origin is used; outside a browser there is none, and the
 * error says so instead of failing later with an opaque relative-URL error.
 */
export function buildURL(
  baseURL: string | undefined,
  path: string,
  query: Record<string, unknown> | undefined,
): URL {
  const origin = baseURL ?? globalThis.location?.origin;
  if (!origin || origin === 'null') throw new TypeError('Latchkey client: baseURL is required outside a browser page');
  const url = new URL(origin.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item != null) url.searchParams.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return url;
}
