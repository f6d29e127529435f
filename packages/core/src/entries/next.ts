// latchkey/next: Next.js App Router glue. Structural types only, so the library never depends on `next`.
export { applyCookies, type CookieStoreLike } from './apply-cookies.js';
export type { CookieOptions } from '../cookies/serialize-cookie.js';

/** Anything that answers a Fetch Request: an auth instance, or its `handler`. */
export type FetchHandlerSource = { handler: (request: Request) => Promise<Response> } | ((request: Request) => Promise<Response>);

/** The route handlers of `app/api/auth/[...all]/route.ts`. */
export interface NextJsHandlers {
  GET(request: Request): Promise<Response>;
  POST(request: Request): Promise<Response>;
}

/**
 * Request headers as server code sees them: a `Headers`, or Next's read-only
 * headers from `await headers()`, which lack the mutating methods and so are not
 * a `Headers` to the type checker.
 */
export interface HeadersLike {
  forEach(callback: (value: string, name: string) => void): void;
}

/** The part of an auth instance `getSession` needs; its answer type comes from the instance. */
export interface SessionSource<R> {
  api: { getSession(input: { headers: Headers; query: { disableRefresh: true } }): Promise<R> };
}

/**
 * Turns an auth instance into the `GET` and `POST` exports of a catch-all App
 * Router route. The handler reads only the path, method, headers and body of the
 * Request, so Next's `NextRequest` passes through as it is.
 *
 * Next does not hand route handlers the peer address; to rate-limit per client,
 * trust the header your platform sets (`advanced.ipAddress.trustedHeaders`).
 *
 * @example
 * // app/api/auth/[...all]/route.ts
 * import { toNextJsHandler } from 'latchkey/next';
 * import { auth } from '@/lib/auth';
 * export const { GET, POST } = toNextJsHandler(auth);
 */
export function toNextJsHandler(source: FetchHandlerSource): NextJsHandlers {
  const handle = typeof source === 'function' ? source : source.handler;
  // Named functions keep stack traces and Next's route logs readable.
  return {
    GET: function latchkeyGET(request) {
      return handle(request);
    },
    POST: function latchkeyPOST(request) {
      return handle(request);
    },
  };
}

/**
 * The current session and user for server components and route handlers, or
 * `null` when signed out. It never extends the session: a server component cannot
 * set cookies, so a refresh here would move the database expiry past the
 * browser's cookie. The client's `/get-session` call refreshes it instead.
 *
 * @example
 * // app/page.tsx (a server component)
 * import { headers } from 'next/headers';
 * import { getSession } from 'latchkey/next';
 * const current = await getSession(auth, await headers());
 * if (!current) redirect('/sign-in');
 */
export function getSession<R>(auth: SessionSource<R>, headers: HeadersLike): Promise<R> {
  return auth.api.getSession({ headers: toHeaders(headers), query: { disableRefresh: true } });
}

function toHeaders(source: HeadersLike): Headers {
  if (source instanceof Headers) return source;
  const headers = new Headers();
  source.forEach((value, name) => headers.append(name, value));
  return headers;
}
