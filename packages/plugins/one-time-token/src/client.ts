import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { OneTimeTokenPlugin } from './one-time-token.js';
import { oneTimeTokenRoutes } from './routes.js';

/**
 * The client half of the one-time-token plugin: `client.oneTimeToken.generate()`
 * on the signed-in side, `client.oneTimeToken.verify({ token })` on the other,
 * typed from the server; the session store is refetched after a verify.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [oneTimeTokenClient()] });
 * const { data } = await client.oneTimeToken.generate();
 * window.location.href = `https://app.example.com/handover?token=${data.token}`;
 */
export function oneTimeTokenClient() {
  return defineClientPlugin({
    id: 'one-time-token',
    $InferServerPlugin: {} as OneTimeTokenPlugin,
    routes: oneTimeTokenRoutes,
    atomListeners: [{ matcher: (path: string) => path === '/one-time-token/verify' }],
  });
}
