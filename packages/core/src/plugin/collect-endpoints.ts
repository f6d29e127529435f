import type { AnyEndpoint } from '../endpoint/types.js';
import type { AnyPlugin } from './types.js';

/**
 * Merges the core registry with every plugin's endpoints. Two plugins with one id,
 * or two endpoints with one name, are configuration errors reported at start.
 */
export function collectEndpoints(
  core: Readonly<Record<string, AnyEndpoint>>,
  plugins: readonly AnyPlugin[],
): Record<string, AnyEndpoint> {
  const ids = new Set<string>();
  const all: Record<string, AnyEndpoint> = { ...core };
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) {
      throw new Error(`Latchkey: two plugins have the id "${plugin.id}". Each plugin may be added once.`);
    }
    ids.add(plugin.id);
    for (const [name, endpoint] of Object.entries(plugin.endpoints ?? {})) {
      if (name in all) {
        throw new Error(`Latchkey: plugin "${plugin.id}" declares endpoint "${name}", which already exists.`);
      }
      all[name] = endpoint as AnyEndpoint;
    }
  }
  return all;
}
