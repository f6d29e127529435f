import { AuthError, CORE_ERROR_CODES, defineMiddleware, readSession, type Middleware } from 'latchkey/plugins';
import { OIDC_PROVIDER_ERROR_CODES } from './error-codes.js';
import { oidcProviderKey } from './oidc-provider-options.js';

/**
 * Middleware of the client administration routes. Over HTTP: a signed-in
 * user (401 otherwise) the `isAdmin` option accepts (403
 * `NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS` otherwise), read from the database so
 * a role taken away a moment ago no longer counts. A server call
 * (`auth.api…`) without a cookie or bearer token is the app's own code, and
 * allowed: that is how a deployment script registers its first clients.
 *
 * @example
 * use: [requireClientAdmin],
 */
export const requireClientAdmin: Middleware<{ adminId: string | null }> = defineMiddleware(async (ctx) => {
  const credentials = ctx.headers.has('cookie') || ctx.headers.has('authorization');
  if (ctx.isServerCall && !ctx.request && !credentials) return { adminId: null };
  const current = await readSession(ctx, { disableCookieCache: true });
  if (!current) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (!(await oidcProviderKey.options(ctx.auth).isAdmin(current.user as never))) throw AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS');
  return { adminId: current.user.id };
});
