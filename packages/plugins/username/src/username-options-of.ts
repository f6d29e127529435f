import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedUsernameOptions } from './username-options.js';

/**
 * The options of the username plugin this instance runs. Endpoints and hooks
 * are plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function usernameOptionsOf(auth: AuthContext): ResolvedUsernameOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'username');
  if (!plugin?.options) throw new Error('Latchkey username: the plugin is not registered on this instance.');
  return plugin.options as ResolvedUsernameOptions;
}
