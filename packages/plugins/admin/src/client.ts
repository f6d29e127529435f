import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AdminPlugin } from './admin.js';
import { adminRoutes } from './routes.js';

const SESSION_SWITCHES = ['/admin/impersonate-user', '/admin/stop-impersonating'];

/**
 * The client half of the admin plugin: `client.admin.listUsers({ query })`,
 * `client.admin.banUser({ userId })`, … typed from the server, with the
 * session store refetched when impersonation starts or stops.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [adminClient()] });
 * await client.admin.impersonateUser({ userId });
 */
export function adminClient() {
  return defineClientPlugin({
    id: 'admin',
    $InferServerPlugin: {} as AdminPlugin,
    routes: adminRoutes,
    atomListeners: [{ matcher: (path: string) => SESSION_SWITCHES.includes(path) }],
  });
}
