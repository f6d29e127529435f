import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedAnonymousOptions } from './anonymous-options.js';

/**
 * The options of the anonymous plugin this instance runs. Endpoints and hooks
 * are plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function anonymousOptionsOf(auth: AuthContext): ResolvedAnonymousOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'anonymous');
  if (!plugin?.options) throw new Error('Latchkey anonymous: the plugin is not registered on this instance.');
  return plugin.options as ResolvedAnonymousOptions;
}
