import { defineClientPlugin } from '@latchkey/client';
import type { ClientMethodsOf } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { AnonymousEndpoints } from './anonymous-endpoints.js';
import type { AnonymousPlugin } from './anonymous.js';

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
    pathMethods: {
      '/sign-in/anonymous': 'POST',
      '/delete-anonymous-user': 'POST',
    } satisfies ClientMethodsOf<AnonymousEndpoints>,
    atomListeners: [{ matcher: (path: string) => path === '/delete-anonymous-user' }],
  });
}
