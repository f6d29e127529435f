import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AdminPlugin } from './admin.js';
import type { AdminRoles } from './admin-options.js';
import { adminRoutes } from './routes.js';
import type { DefaultAdminRoles } from './typed-endpoints.js';

const SESSION_SWITCHES = ['/admin/impersonate-user', '/admin/stop-impersonating'];

/**
/** What the admin client half takes. */
export interface AdminClientOptions<R extends AdminRoles = DefaultAdminRoles> {
  /**
   * The server's `roles`, read for their type only: a client created without the
   * server's type then checks permissions and role names against them, as one
   * created with it (`createAuthClient<typeof auth>()`) does already.
   */
  roles?: R;
}

/** The client plugin without its server type: the same for every app's roles. */
function adminClientHalf() {
  return defineClientPlugin({
    id: 'admin',
    routes: adminRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_SWITCHES.includes(path) }],
  });
}

/**
 * The admin client plugin, its server half typed by the roles `R`. The roles
 * appear in a small part of the type only, so that creating the plugin costs
 * the compiler next to nothing whatever the roles.
 */
export type AdminClientPlugin<R extends AdminRoles = DefaultAdminRoles> = ReturnType<typeof adminClientHalf> & {
  readonly $InferServerPlugin: AdminPlugin<R>;
};

/**
 * The client half of the admin plugin: `client.admin.listUsers({ query })`,
 * `client.admin.banUser({ userId })`, … typed from the server, with the
 * session store refetched when impersonation starts or stops.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [adminClient()] });
 * await client.admin.impersonateUser({ userId });
 */
export function adminClient<const R extends AdminRoles = DefaultAdminRoles>(options: AdminClientOptions<R> = {}): AdminClientPlugin<R> {
  void options;
  return { ...adminClientHalf(), $InferServerPlugin: {} as AdminPlugin<R> };
}
