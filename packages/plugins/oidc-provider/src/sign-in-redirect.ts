import { assertSafeRedirect, type EndpointContext } from 'latchkey/plugins';
import type { AuthorizationRequest } from './authorization-request.js';
import { oidcProviderKey } from './oidc-provider-options.js';

/** The signed cookie that says when this browser was sent to sign in again (ms since the epoch). */
export const LOGIN_AFTER_COOKIE = 'oidc_login_after';
const LOGIN_AFTER_SECONDS = 900;

/**
 * Sends the browser to the app's sign-in page, which brings it back to the
 * same authorization URL (`callbackURL`) once signed in. `prompt`, and
 * `login_hint` are passed along for the page to use. For a forced sign-in
 * (`prompt=login`, an exceeded `max_age`) a signed cookie records the
 * moment, so a session made after it satisfies the request on return.
 *
 * @example
 * return signInRedirect(ctx, { request, authorizationURL, reauthenticate: true });
 */
export async function signInRedirect(
  ctx: EndpointContext,
  input: { request: AuthorizationRequest; authorizationURL: string; reauthenticate: boolean },
): Promise<Response> {
  const origin = new URL(ctx.auth.baseURL).origin;
  const target = new URL(oidcProviderKey.options(ctx.auth).loginPage, origin);
  target.searchParams.set('callbackURL', input.authorizationURL);
  if (input.request.loginHint !== undefined) target.searchParams.set('login_hint', input.request.loginHint);
  if (input.reauthenticate) {
    target.searchParams.set('prompt', 'login');
    const cookie = ctx.auth.cookies.resolve(LOGIN_AFTER_COOKIE);
    await ctx.cookies.setSigned(cookie.name, String(Date.now()), { ...cookie.options, maxAge: LOGIN_AFTER_SECONDS });
  }
  return ctx.redirect(assertSafeRedirect(target.toString(), ctx.auth.origins, 'redirectTo'));
}

/** When the browser was last sent to sign in again, or null. */
export async function loginAfter(ctx: EndpointContext): Promise<number | null> {
  const value = await ctx.cookies.getSigned(ctx.auth.cookies.resolve(LOGIN_AFTER_COOKIE).name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Forgets the forced sign-in once it was satisfied. */
export function clearLoginAfter(ctx: EndpointContext): void {
  const cookie = ctx.auth.cookies.resolve(LOGIN_AFTER_COOKIE);
  if (ctx.cookies.get(cookie.name) !== null) ctx.cookies.delete(cookie.name, cookie.options);
}
