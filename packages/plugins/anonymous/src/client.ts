import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AnonymousPlugin } from './anonymous.js';
import { anonymousRoutes } from './routes.js';

/**
 * The client half of the anonymous plugin: `client.signIn.anonymous()` and
 * `client.deleteAnonymousUser()`, both bodiless POSTs, typed from the server;
 * the session store is refetched after either.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [anonymousClient()] });
 * await client.signIn.anonymous();
 */
export function anonymousClient() {
  return defineClientPlugin({
    id: 'anonymous',
    $InferServerPlugin: {} as AnonymousPlugin,
    routes: anonymousRoutes,
    atomListeners: [{ matcher: (path: string) => path === '/delete-anonymous-user' }],
  });
}
