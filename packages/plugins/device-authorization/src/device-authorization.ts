import { definePlugin } from 'latchkey/plugins';
import { deviceAuthorizationEndpoints } from './device-authorization-endpoints.js';
import { deviceAuthorizationKey, resolveDeviceAuthorizationOptions, type DeviceAuthorizationOptions } from './device-authorization-options.js';
import { DEVICE_AUTHORIZATION_ERROR_CODES } from './error-codes.js';
import { deviceGrants } from './device-grants.js';
import { denyCodesOnEvent } from './deny-codes-on-event.js';
import { deviceAuthorizationSchema } from './schema.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * The OAuth 2.0 device authorization grant (RFC 8628): a device without a
 * keyboard or browser (a TV, a terminal) shows a short code; a person enters
 * it on their phone or computer while signed in and approves; the device,
 * polling meanwhile, receives an access token: a session of that person,
 * usable as a bearer token (with `@latchkey/bearer`).
 *
 * @example
 * import { deviceAuthorization } from '@latchkey/device-authorization';
 * const auth = createAuth({
 *   plugins: [bearer(), deviceAuthorization({ validateClient: (id) => id === 'acme-cli' })],
 * });
 */
export function deviceAuthorization(options: DeviceAuthorizationOptions = {}) {
  const resolved = { ...resolveDeviceAuthorizationOptions(options), grants: deviceGrants };
  return definePlugin({
    id: 'device-authorization',
    key: deviceAuthorizationKey,
    endpoints: deviceAuthorizationEndpoints,
    schema: deviceAuthorizationSchema,
    rateLimit: [
      { path: '/device/code', window: 60, max: 10 },
      { path: '/device', window: 60, max: 20 },
      { path: '/device/approve', window: 60, max: 10 },
      { path: '/device/deny', window: 60, max: 10 },
    ],
    errorCodes: DEVICE_AUTHORIZATION_ERROR_CODES,
    // A ban or a password change denies the user's codes that no device redeemed yet.
    recordEvent: denyCodesOnEvent,
    options: resolved,
  });
}

export type DeviceAuthorizationPlugin = ReturnType<typeof deviceAuthorization>;
