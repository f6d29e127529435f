import type { CookieOptions } from '../cookies/serialize-cookie.js';

/** The attributes of a cookie an endpoint sets. */
export type OutgoingCookieOptions = CookieOptions;

/**
 * Reads the request's cookies and collects the answer's Set-Cookie headers.
 * Reads see the request as it arrived; a missing cookie reads as `null`.
 *
 * @example
 * const theme = ctx.cookies.get('theme');
 * ctx.cookies.set('theme', 'dark', { maxAge: 3600 });
 */
export interface CookieAccess {
  get(name: string): string | null;
  getSigned(name: string): Promise<string | null>;
  /** A value that may have been split over several cookies by `setChunked`. */
  getChunked(name: string): string | null;
  set(name: string, value: string, options?: OutgoingCookieOptions): void;
  setSigned(name: string, value: string, options?: OutgoingCookieOptions): Promise<void>;
  /** Writes a value over as many cookies as it needs (each under 4 KB) and clears stale chunks. */
  setChunked(name: string, value: string, options?: OutgoingCookieOptions): void;
  delete(name: string, options?: OutgoingCookieOptions): void;
  deleteChunked(name: string, options?: OutgoingCookieOptions): void;
}
