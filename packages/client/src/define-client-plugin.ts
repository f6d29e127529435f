import type { ClientPlugin } from './types.js';

/**
 * Declares a client plugin, keeping its action, atom and server types literal so
 * `createAuthClient` can infer them.
 *
 * @example
 * import type { organization } from './server-plugin';
 * export const organizationClient = () =>
 *   defineClientPlugin({
 *     id: 'organization',
 *     $InferServerPlugin: {} as ReturnType<typeof organization>,
 *     pathMethods: { '/organization/leave': 'POST' },
 *   });
 */
export function defineClientPlugin<const T extends ClientPlugin>(plugin: T): T {
  return plugin;
}
