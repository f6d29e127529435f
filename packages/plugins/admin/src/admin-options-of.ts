import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedAdminOptions } from './admin-options.js';

/**
 * The options of the admin plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function adminOptionsOf(auth: AuthContext): ResolvedAdminOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'admin');
  if (!plugin?.options) throw new Error('Latchkey admin: the admin plugin is not registered on this instance.');
  return plugin.options as ResolvedAdminOptions;
}
