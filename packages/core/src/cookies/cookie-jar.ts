import { deleteCookieChunks, readCookieChunks, setCookieChunks } from './cookie-chunks.js';
import { parseCookies } from './parse-cookies.js';
import { serializeCookie, serializeDeletionCookie, type CookieOptions } from './serialize-cookie.js';
import { signCookieValue, verifySignedCookieValue } from './sign-cookie-value.js';
import { AnswerHeaders } from '../handler/answer-headers.js';
import type { CookieAccess } from '../declarations/cookie-access.js';

export interface CookieJarOptions {
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /** Where outgoing `Set-Cookie` lines are appended; a fresh `Headers` when omitted. */
  responseHeaders?: Headers;
  /** Signing secrets, current first; older ones still verify. */
  secrets?: readonly string[];
}

/**
 * The cookies of one request and the `Set-Cookie` lines of its response.
 * Reads see the request as it arrived, not values set during the request. Each write
 * appends a line; when a cookie is written twice the browser keeps the last one.
 *
 * @example
 * const jar = new CookieJar({ cookieHeader: request.headers.get('cookie'), secrets });
 * const token = await jar.getSigned(cookies.session_token.name);
 * await jar.setSigned(cookies.session_token.name, newToken, { ...cookies.session_token.options, maxAge });
 * return new Response(body, { headers: jar.headers });
 */
export class CookieJar implements CookieAccess {
  readonly headers: Headers;
  readonly #cookieHeader: string | null;
  #requestCookies: ReadonlyMap<string, string> | undefined;
  readonly #secrets: readonly string[];

  constructor(options: CookieJarOptions) {
    this.headers = options.responseHeaders ?? new AnswerHeaders();
    this.#cookieHeader = options.cookieHeader;
    this.#secrets = options.secrets ?? [];
  }

  /** The request's cookies, parsed on first use: many requests never read one. */
  get requestCookies(): ReadonlyMap<string, string> {
    this.#requestCookies ??= parseCookies(this.#cookieHeader);
    return this.#requestCookies;
  }

  get(name: string): string | null {
    return this.requestCookies.get(name) ?? null;
  }

  /** The value if its signature verifies with any secret, otherwise `null`. */
  getSigned(name: string): Promise<string | null> {
    const raw = this.requestCookies.get(name);
    return raw === undefined ? Promise.resolve(null) : verifySignedCookieValue(raw, this.#secrets);
  }

  /** A value that may have been split by {@link CookieJar.setChunked}. */
  getChunked(name: string): string | null {
    return readCookieChunks(this.requestCookies, name);
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.headers.append('set-cookie', serializeCookie(name, value, options));
  }

  /** Signs with the current (first) secret. */
  async setSigned(name: string, value: string, options?: CookieOptions): Promise<void> {
    const secret = this.#secrets[0];
    if (secret === undefined) throw new TypeError('CookieJar has no secret to sign with');
    this.set(name, await signCookieValue(value, secret), options);
  }

  /** Writes `value` in as many cookies as it needs and clears chunks left from before. */
  setChunked(name: string, value: string, options?: CookieOptions): void {
    this.#appendAll(setCookieChunks(name, value, { options, requestCookies: this.requestCookies }));
  }

  /** Expires the cookie now; pass the path and domain it was set with. */
  delete(name: string, options?: CookieOptions): void {
    this.headers.append('set-cookie', serializeDeletionCookie(name, options));
  }

  /** Deletes the cookie and every chunk of it the request carried. */
  deleteChunked(name: string, options?: CookieOptions): void {
    this.#appendAll(deleteCookieChunks(name, { options, requestCookies: this.requestCookies }));
  }

  #appendAll(lines: readonly string[]): void {
    for (const line of lines) this.headers.append('set-cookie', line);
  }
}
