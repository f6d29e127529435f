import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedOneTimeTokenOptions } from './one-time-token-options.js';

/**
 * The options of the one-time-token plugin this instance runs. Endpoints are
 * plain values shared by every instance, so they read their configuration from
 * the instance's plugin list rather than from a closure.
 */
export function oneTimeTokenOptionsOf(auth: AuthContext): ResolvedOneTimeTokenOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'one-time-token');
  if (!plugin?.options) throw new Error('Latchkey one-time-token: the plugin is not registered on this instance.');
  return plugin.options as ResolvedOneTimeTokenOptions;
}
