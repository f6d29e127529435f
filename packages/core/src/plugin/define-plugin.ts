import type { SchemaDefinition } from '../db/schema-types.js';
import type { AnyEndpoint, LatchkeyPlugin } from '../declarations/auth-context.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { PluginKey } from './plugin-key.js';

/**
 * Declares a plugin, keeping its id, endpoints, schema and error codes as literal
 * types so `createAuth` and the client infer them. A plugin with options passes
 * its key (`pluginKey`) with them: the options must then be of the key's type,
 * and `key.options(auth)` reads them back, typed.
 *
 * @example
 * const audit = definePlugin({ id: 'audit', hooks: { after: [{ matcher: () => true, handler: log }] } });
 * const notes = definePlugin({ id: 'notes', key: notesKey, options: { limit: 100 } });
 */
export function definePlugin<
  const Id extends string,
  Endpoints extends Record<string, AnyEndpoint> = {},
  const Schema extends SchemaDefinition = {},
  const Codes extends ErrorCodeTable = {},
  Options = unknown,
>(
  plugin: LatchkeyPlugin<Id, Endpoints, Schema, Codes> & { key?: PluginKey<Options>; options?: NoInfer<Options> },
): LatchkeyPlugin<Id, Endpoints, Schema, Codes> {
  if (plugin.key !== undefined && plugin.key.id !== plugin.id) {
    throw new Error(`Latchkey: the plugin "${plugin.id}" was given the key of "${plugin.key.id}".`);
  }
  return plugin;
}
