import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { DeviceAuthorizationPlugin } from './device-authorization.js';
import { deviceAuthorizationRoutes } from './routes.js';

/**
 * The client half of the device authorization plugin:
 * `client.device({ query: { user_code } })` to show what a code asks for,
 * `client.device.approve({ userCode })` and `client.device.deny({ userCode })`
 * on the verification page, and `client.device.code(…)` / `client.device.token(…)`
 * for a device written with the same client. Typed from the server.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [deviceAuthorizationClient()] });
 * await client.device.approve({ userCode: 'WDJB-MJHT' });
 */
export function deviceAuthorizationClient() {
  return defineClientPlugin({
    id: 'device-authorization',
    $InferServerPlugin: {} as DeviceAuthorizationPlugin,
    routes: deviceAuthorizationRoutes,
  });
}
