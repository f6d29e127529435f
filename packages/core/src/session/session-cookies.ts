import type { EndpointContext } from '../declarations/auth-context.js';
import { forgetSessionRead } from './session-read-memo.js';

/**
 * Writes the session cookie (signed token) and, for a session that should not be
 * remembered, the opt-out cookie; such a session cookie has no Max-Age, so it ends
 * with the browser session.
 */
export async function setSessionCookies(
  ctx: EndpointContext,
  input: { token: string; expiresAt: Date; rememberMe: boolean },
): Promise<void> {
  const { session_token, dont_remember } = ctx.auth.cookies.core;
  const maxAge = Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 1000));
  await ctx.cookies.setSigned(session_token.name, input.token, {
    ...session_token.options,
    maxAge: input.rememberMe ? maxAge : undefined,
  });
  if (!input.rememberMe) await ctx.cookies.setSigned(dont_remember.name, 'true', { ...dont_remember.options, maxAge: undefined });
  else if (ctx.cookies.get(dont_remember.name) !== null) ctx.cookies.delete(dont_remember.name, dont_remember.options);
}

/**
 * Clears every session cookie: the token, the cached session data and the
 * opt-out. Only cookies the request carried are cleared, unless `force` asks
 * for all of them (after a session was set earlier in the same request).
 */
export function clearSessionCookies(ctx: EndpointContext, options: { force?: boolean } = {}): void {
  const { session_token, session_data, dont_remember } = ctx.auth.cookies.core;
  for (const cookie of [session_token, session_data, dont_remember]) {
    if (options.force || ctx.cookies.get(cookie.name) !== null) ctx.cookies.delete(cookie.name, cookie.options);
  }
  forgetSessionRead(ctx);
}
