import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { MagicLinkPlugin } from './magic-link.js';
import { magicLinkRoutes } from './routes.js';

/**
 * The client half of the magic-link plugin, typed from the server:
 * `client.signIn.magicLink({ email, callbackURL })`. The link itself is opened
 * in the browser; an app that receives the token some other way uses it with
 * `client.magicLink.verify({ token })` (a POST), and the session store refreshes.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [magicLinkClient()] });
 * await client.signIn.magicLink({ email, callbackURL: '/dashboard' });
 */
export function magicLinkClient() {
  return defineClientPlugin({
    id: 'magic-link',
    $InferServerPlugin: {} as MagicLinkPlugin,
    routes: magicLinkRoutes,
    atomListeners: [{ matcher: (path: string) => path === '/magic-link/verify' }],
  });
}
