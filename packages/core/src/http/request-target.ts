/** The path and query of a request URL, as `new URL(url)` reads them. */
export interface RequestTarget {
  /** The pathname, not yet normalised (see `normalizePath`). */
  pathname: string;
  /** The query parameters; a repeated name keeps its last value. */
  query: Record<string, string>;
}

// `scheme://authority` then a path of segments that the URL parser leaves as they
// are: letters, digits, `_ ~ -` and dots not leading a segment (so no `.` or `..`
// segment), no `%`, `\`, `?`, `#` or anything the parser would encode or strip.
const PLAIN_URL = /^[a-z][a-z\d+.-]*:\/\/[^/?#\\\s]+((?:\/(?:[\w~-][\w.~-]*)?)+)$/i;

/**
 * Reads the pathname and query of a request URL. Most requests (a get-session
 * from a browser) have a plain path and no query: those are read from the
 * string as they are, which is what `new URL` would answer; any other URL is
 * parsed by `new URL`, so both read every URL alike.
 *
 * @example
 * readRequestTarget('http://localhost/api/auth/get-session'); // { pathname: '/api/auth/get-session', query: {} }
 */
export function readRequestTarget(url: string): RequestTarget {
  const plain = PLAIN_URL.exec(url);
  if (plain) return { pathname: plain[1]!, query: {} };
  const parsed = new URL(url);
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}
