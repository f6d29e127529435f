import type { EndpointContext } from 'latchkey/plugins';

/** The admin's own session, kept while they impersonate someone. */
export interface SavedAdminSession {
  token: string;
  rememberMe: boolean;
}

const cookieOf = (ctx: EndpointContext) => ctx.auth.cookies.resolve('admin_session');

/**
 * Keeps the admin's session token in its own signed, httpOnly cookie (with
 * the app's prefix and attributes) for as long as the impersonation lasts,
 * so stop-impersonating can return to it.
 *
 * @example
 * await saveAdminSession(ctx, { token: ctx.session.token, rememberMe: true }, { maxAge: 3600 });
 */
export async function saveAdminSession(ctx: EndpointContext, saved: SavedAdminSession, options: { maxAge: number }): Promise<void> {
  const cookie = cookieOf(ctx);
  await ctx.cookies.setSigned(cookie.name, `${saved.rememberMe ? 'r' : 's'}:${saved.token}`, { ...cookie.options, maxAge: options.maxAge });
}

/** The saved admin session, when the cookie is present and its signature holds. */
export async function readAdminSession(ctx: EndpointContext): Promise<SavedAdminSession | null> {
  const value = await ctx.cookies.getSigned(cookieOf(ctx).name);
  const separator = value?.indexOf(':') ?? -1;
  if (!value || separator !== 1) return null;
  return { rememberMe: value[0] === 'r', token: value.slice(separator + 1) };
}

export function clearAdminSession(ctx: EndpointContext): void {
  const cookie = cookieOf(ctx);
  ctx.cookies.delete(cookie.name, cookie.options);
}
