import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { UsernamePlugin } from './username.js';
import { usernameRoutes } from './routes.js';

/**
 * The client half of the username plugin: `client.signIn.username({ username, password })`
 * and `client.isUsernameAvailable({ username })`, typed from the server. A username sign-in
 * refreshes the session store like any `/sign-in/*` call.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [usernameClient()] });
 * const { data, error } = await client.signIn.username({ username: 'ada', password });
 */
export function usernameClient() {
  return defineClientPlugin({
    id: 'username',
    $InferServerPlugin: {} as UsernamePlugin,
    routes: usernameRoutes,
  });
}
