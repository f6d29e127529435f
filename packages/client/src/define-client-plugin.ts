import type { ClientPlugin } from './types.js';

/**
 * Declares a client plugin, keeping its action, atom and server types literal so
 * `createAuthClient` can infer them.
 *
 * @example
 * import type { organization } from './server-plugin';
 * import { organizationRoutes } from './routes'; // plain data, shared with the server endpoints
 * export const organizationClient = () =>
 *   defineClientPlugin({
 *     id: 'organization',
 *     $InferServerPlugin: {} as ReturnType<typeof organization>,
 *     routes: organizationRoutes,
 *   });
 */
export function defineClientPlugin<const T extends ClientPlugin>(plugin: T): T {
  return plugin;
}
