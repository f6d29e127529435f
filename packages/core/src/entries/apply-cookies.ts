import { parseSetCookie } from '../cookies/parse-set-cookie.js';
import type { CookieOptions } from '../cookies/serialize-cookie.js';

/** A cookie store that can set cookies: Next's `await cookies()` in a server action or route handler. */
export interface CookieStoreLike {
  set(name: string, value: string, options: CookieOptions): unknown;
}

/**
 * Copies the cookies a Latchkey answer sets (the session after a sign-in, its
 * deletion after a sign-out) into a framework's cookie store, so a server action
 * that calls `auth.api` sends them to the browser. Pass the result of a call made
 * with `returnHeaders: true`, or a Response; it is returned as it came.
 *
 * @example
 * 'use server';
 * import { cookies, headers } from 'next/headers';
 * import { applyCookies } from 'latchkey/next';
 * export async function signIn(form: FormData): Promise<void> {
 *   const body = { email: String(form.get('email')), password: String(form.get('password')) };
 *   applyCookies(await auth.api.signInEmail({ body, headers: await headers(), returnHeaders: true }), await cookies());
 * }
 */
export function applyCookies<T extends { headers: Headers }>(result: T, store: CookieStoreLike): T {
  for (const line of result.headers.getSetCookie()) {
    const cookie = parseSetCookie(line);
    if (cookie) store.set(cookie.name, cookie.value, cookie.options);
  }
  return result;
}
