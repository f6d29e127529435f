import type { AnyEndpoint, AnyPlugin } from '../declarations/auth-context.js';

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
  const routes = new Map<string, string>();
  const claim = (endpoint: AnyEndpoint, owner: string): void => {
    const methods = typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;
    for (const method of methods) {
      const route = `${method} ${endpoint.path}`;
      const taken = routes.get(route);
      if (taken) throw new Error(`Latchkey: ${owner} serves ${route}, which ${taken} already serves.`);
      routes.set(route, owner);
    }
  };
  for (const [name, endpoint] of Object.entries(core)) claim(endpoint, `the core endpoint "${name}"`);
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) {
      throw new Error(`Latchkey: two plugins have the id "${plugin.id}". Each plugin may be added once.`);
    }
    ids.add(plugin.id);
    for (const [name, endpoint] of Object.entries(plugin.endpoints ?? {})) {
      if (name in all) {
        throw new Error(`Latchkey: plugin "${plugin.id}" declares endpoint "${name}", which already exists.`);
      }
      claim(endpoint as AnyEndpoint, `plugin "${plugin.id}" (endpoint "${name}")`);
      all[name] = endpoint as AnyEndpoint;
    }
  }
  return all;
}
