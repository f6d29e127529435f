import { definePlugin } from 'latchkey/plugins';
import type { LatchkeyPlugin } from 'latchkey/plugins';
import { adminEndpoints } from './admin-endpoints.js';
import { adminKey, resolveAdminOptions, type AdminOptions, type AdminRoles } from './admin-options.js';
import { adminSessionExtension } from './admin-session-extension.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';
import { hideImpersonationSessions } from './hide-impersonation-sessions.js';
import { impersonationGuard } from './impersonation-guard.js';
import { adminSchema } from './schema.js';
import type { DefaultAdminRoles, TypedAdminEndpoints } from './typed-endpoints.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/** The admin plugin of an app whose roles are `R`: its permission checks and role inputs are typed by them. */
export type AdminPlugin<R extends AdminRoles = DefaultAdminRoles> = LatchkeyPlugin<
  'admin',
  TypedAdminEndpoints<R>,
  ReturnType<typeof adminSchema>,
  typeof ADMIN_ERROR_CODES
>;

/**
 * Platform administration: list, search, create, update and remove users,
 * set roles, ban and unban, see and revoke sessions, set passwords and
 * impersonate, each route checked against the caller's role. Permission
 * checks and role names are typed by the configured `roles`.
 *
 * @example
 * import { admin } from '@latchkey/admin';
 * const auth = createAuth({ ..., plugins: [admin({ adminUserIds: [process.env.FIRST_ADMIN_ID!] })] });
 */
export function admin<const R extends AdminRoles = DefaultAdminRoles>(options: AdminOptions<R> = {}): AdminPlugin<R> {
  const resolved = resolveAdminOptions(options);
  const plugin = definePlugin({
    id: 'admin',
    key: adminKey,
    endpoints: adminEndpoints,
    schema: adminSchema({ defaultRole: resolved.defaultRole }),
    hooks: { before: [impersonationGuard], after: [hideImpersonationSessions] },
    session: adminSessionExtension,
    errorCodes: ADMIN_ERROR_CODES,
    options: resolved,
  });
  // The schemas take any role and resource and check them against `roles` at run time; the types narrow them to `R`'s.
  return plugin as unknown as AdminPlugin<R>;
}
