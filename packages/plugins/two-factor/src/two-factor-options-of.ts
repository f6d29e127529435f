import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedTwoFactorOptions } from './two-factor-options.js';

/**
 * The options of the two-factor plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function twoFactorOptionsOf(auth: AuthContext): ResolvedTwoFactorOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'two-factor');
  if (!plugin?.options) throw new Error('Latchkey two-factor: the plugin is not registered on this instance.');
  return plugin.options as ResolvedTwoFactorOptions;
}
