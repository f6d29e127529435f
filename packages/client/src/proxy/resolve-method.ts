import type { ClientMethod } from '../types.js';

/** The method of each path, where the server serves it on one method only; null where it serves several. */
export type RouteMethods = ReadonlyMap<string, ClientMethod | null>;

/**
 * Reads route tables (the core's and each client plugin's) into the method of
 * each path. A path served on one method is always called with it (a POST
 * route without a body stays a POST); a path served on several (GET and POST
 * `/account-info`) is left to the body rule.
 *
 * @example
 * const methods = routeMethods([coreRoutes, adminRoutes]);
 */
export function routeMethods(tables: readonly (Readonly<Record<string, { method: ClientMethod; path: string }>> | undefined)[]): RouteMethods {
  const methods = new Map<string, ClientMethod | null>();
  for (const table of tables) {
    for (const { method, path } of Object.values(table ?? {})) {
      const known = methods.get(path);
      methods.set(path, known === undefined || known === method ? method : null);
    }
  }
  return methods;
}

/**
 * The method of a proxy call: the route's own when the server serves the path
 * on one method, else POST when a body exists and GET otherwise.
 *
 * @example
 * resolveMethod('/sign-out', { hasBody: false, methods }); // 'POST'
 */
export function resolveMethod(path: string, options: { hasBody: boolean; methods: RouteMethods }): ClientMethod {
  return options.methods.get(path) ?? (options.hasBody ? 'POST' : 'GET');
}
