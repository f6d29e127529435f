import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedMagicLinkOptions } from './magic-link-options.js';

/**
 * The options of the magic-link plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function magicLinkOptionsOf(auth: AuthContext): ResolvedMagicLinkOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'magic-link');
  if (!plugin?.options) throw new Error('Latchkey magic-link: the plugin is not registered on this instance.');
  return plugin.options as ResolvedMagicLinkOptions;
}
