export interface SessionCookieOptions {
  /** The server's `advanced.cookiePrefix`. Defaults to `latchkey`. */
  cookiePrefix?: string;
}

const decode = (value: string): string => {
  const unquoted = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
};

/**
 * Reads the session token cookie (`latchkey.session_token`, or its `__Secure-`
 * form over https) from a request. It does not verify anything: use it in edge
 * middleware to skip work for visitors without a cookie, never to authorise.
 *
 * @example
 * export function middleware(request: Request) {
 *   if (!getSessionCookie(request)) return Response.redirect(new URL('/sign-in', request.url));
 * }
 */
export function getSessionCookie(input: Request | Headers, options: SessionCookieOptions = {}): string | null {
  const header = ('headers' in input ? input.headers : input).get('cookie');
  if (!header) return null;
  const name = `${options.cookiePrefix ?? 'latchkey'}.session_token`;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, eq).trim();
    if (eq > 0 && (key === name || key === `__Secure-${name}`)) {
      const value = decode(pair.slice(eq + 1).trim());
      if (value) return value;
    }
  }
  return null;
}
