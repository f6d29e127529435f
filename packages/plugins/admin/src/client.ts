import { defineClientPlugin } from '@latchkey/client';
import type { ClientMethodsOf } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AdminEndpoints } from './admin-endpoints.js';
import type { AdminPlugin } from './admin.js';

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
    pathMethods: {
      '/admin/create-user': 'POST',
      '/admin/update-user': 'POST',
      '/admin/set-role': 'POST',
      '/admin/list-user-sessions': 'POST',
      '/admin/ban-user': 'POST',
      '/admin/unban-user': 'POST',
      '/admin/impersonate-user': 'POST',
      '/admin/stop-impersonating': 'POST',
      '/admin/revoke-user-session': 'POST',
      '/admin/revoke-user-sessions': 'POST',
      '/admin/remove-user': 'POST',
      '/admin/set-user-password': 'POST',
      '/admin/has-permission': 'POST',
    } satisfies ClientMethodsOf<AdminEndpoints>,
    atomListeners: [{ matcher: (path: string) => SESSION_SWITCHES.includes(path) }],
  });
}
