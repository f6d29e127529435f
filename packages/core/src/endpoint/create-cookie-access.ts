import type { AuthContext } from '../context/auth-context.js';
import { parseCookies } from '../cookies/parse-cookies.js';
import { serializeCookie, serializeDeletionCookie } from '../cookies/serialize-cookie.js';
import { signCookieValue, verifySignedCookieValue } from '../cookies/sign-cookie-value.js';
import type { CookieAccess } from './types.js';

/**
 * The cookie helpers of one call: reads parse the request's Cookie header once,
 * writes append Set-Cookie headers to the answer. Signed values are signed with
 * the current secret and verified with any accepted one.
 */
export function createCookieAccess(
  auth: AuthContext,
  io: { requestHeaders: Headers; responseHeaders: Headers },
): CookieAccess {
  let parsed: Map<string, string> | undefined;
  const read = (name: string): string | undefined => {
    parsed ??= parseCookies(io.requestHeaders.get('cookie'));
    return parsed.get(name);
  };
  return {
    get: read,
    getSigned: (name) => verifySignedCookieValue(read(name) ?? null, auth.secrets),
    set(name, value, options) {
      io.responseHeaders.append('set-cookie', serializeCookie(name, value, options));
    },
    async setSigned(name, value, options) {
      const signed = await signCookieValue(value, auth.secrets[0]);
      io.responseHeaders.append('set-cookie', serializeCookie(name, signed, options));
    },
    delete(name, options) {
      io.responseHeaders.append('set-cookie', serializeDeletionCookie(name, options));
    },
  };
}
