import { AuthError, CORE_ERROR_CODES, defineMiddleware, readSession } from 'latchkey/plugins';
import type { Middleware } from 'latchkey/plugins';
import { parseRoles } from 'latchkey/access';
import { WEBHOOKS_ERROR_CODES } from './error-codes.js';
import { webhooksKey } from './webhooks-options.js';

/**
 * Middleware of the admin routes: over HTTP, a signed-in user (401 otherwise)
 * with one of `adminRoles` in their role (the admin plugin's `role` field) or
 * listed in `adminUserIds` (403 otherwise). The session is read from the
 * database, so a role taken away a moment ago no longer opens these routes.
 * A call from your server code without a session (`auth.api.*`) is your app
 * acting, and passes.
 *
 * @example
 * use: [requireWebhooksAdmin]
 */
export const requireWebhooksAdmin: Middleware<Record<string, never>> = defineMiddleware(async (ctx) => {
  const session = await readSession(ctx, { disableCookieCache: true });
  if (!session) {
    if (ctx.isServerCall) return {};
    throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  }
  const options = webhooksKey.options(ctx.auth);
  const role = (session.user as { role?: unknown }).role;
  const roles = typeof role === 'string' ? parseRoles(role) : [];
  if (!options.adminUserIds.includes(session.user.id) && !roles.some((name) => options.adminRoles.includes(name))) {
    throw AuthError.of(WEBHOOKS_ERROR_CODES, 'YOU_ARE_NOT_ALLOWED_TO_MANAGE_WEBHOOKS');
  }
  return {};
});
