import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedApiKeyOptions } from './api-key-options.js';

/**
 * The options of the API-key plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function apiKeyOptionsOf(auth: AuthContext): ResolvedApiKeyOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'api-key');
  if (!plugin?.options) throw new Error('Latchkey api-key: the plugin is not registered on this instance.');
  return plugin.options as ResolvedApiKeyOptions;
}
