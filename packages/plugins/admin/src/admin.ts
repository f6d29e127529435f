import { definePlugin } from 'latchkey/plugins';
import { adminEndpoints } from './admin-endpoints.js';
import { adminKey, resolveAdminOptions, type AdminOptions } from './admin-options.js';
import { adminSessionExtension } from './admin-session-extension.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';
import { hideImpersonationSessions } from './hide-impersonation-sessions.js';
import { impersonationGuard } from './impersonation-guard.js';
import { adminSchema } from './schema.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * Platform administration: list, search, create, update and remove users,
 * set roles, ban and unban, see and revoke sessions, set passwords and
 * impersonate, each route checked against the caller's role.
 *
 * @example
 * import { admin } from '@latchkey/admin';
 * const auth = createAuth({ ..., plugins: [admin({ adminUserIds: [process.env.FIRST_ADMIN_ID!] })] });
 */
export function admin(options: AdminOptions = {}) {
  const resolved = resolveAdminOptions(options);
  return definePlugin({
    id: 'admin',
    key: adminKey,
    endpoints: adminEndpoints,
    schema: adminSchema({ defaultRole: resolved.defaultRole }),
    hooks: { before: [impersonationGuard], after: [hideImpersonationSessions] },
    session: adminSessionExtension,
    errorCodes: ADMIN_ERROR_CODES,
    options: resolved,
  });
}

export type AdminPlugin = ReturnType<typeof admin>;
