/** An HTTP method an endpoint answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Body encodings an endpoint accepts over HTTP. JSON is the default. */
export type BodyEncoding = 'json' | 'form';

/**
 * What an endpoint declares about itself, read by the engine and by hooks that
 * act on every route of a kind.
 *
 * @example
 * defineEndpoint({ method: 'POST', path: '/delete-user', meta: { sensitive: true }, handler })
 */
export interface EndpointMeta {
  /** Callable through `auth.api` only; over HTTP the path answers 404. */
  serverOnly?: boolean;
  /** Accepted body encodings. Defaults to `['json']`. */
  accepts?: readonly BodyEncoding[];
  /** Adds `Cache-Control: no-store` to the answer. */
  noStore?: boolean;
  /**
   * A sign-in or sign-up entry point: cookieless cross-site navigations are refused,
   * and a browser's cookieless request must come from a trusted origin (login CSRF).
   */
  authEntry?: boolean;
  /**
   * Mails or texts a link or code to an address named in the request (password reset,
   * verification mail, one-time codes). A browser's cookieless request must then come
   * from a trusted origin, so no other site can make visitors flood a victim's inbox
   * or phone; calls without browser headers (server to server) still pass.
   */
  sendsMessage?: boolean;
  /** Skips the Origin check; for endpoints that providers post to (OAuth form_post). */
  skipOriginCheck?: boolean;
  /**
   * Changes how the account is signed in to or who owns it: passwords, email,
   * linked accounts, second factors, passkeys, API keys, deletion. Plugins
   * whose sessions act on someone's behalf (impersonation, API keys, anonymous
   * users) refuse these by matching on this flag.
   */
  sensitive?: boolean;
}

/** Which requests a hook or middleware applies to: the normalised path, the method and the endpoint's meta. */
export type HookMatcher = (ctx: { path: string; method: string; meta: EndpointMeta }) => boolean;
