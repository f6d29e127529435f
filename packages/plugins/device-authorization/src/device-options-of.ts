import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedDeviceAuthorizationOptions } from './device-authorization-options.js';

/**
 * The options of the device authorization plugin this instance runs. Endpoints
 * are plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function deviceOptionsOf(auth: AuthContext): ResolvedDeviceAuthorizationOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'device-authorization');
  if (!plugin?.options) throw new Error('Latchkey device authorization: the plugin is not registered on this instance.');
  return plugin.options as ResolvedDeviceAuthorizationOptions;
}
