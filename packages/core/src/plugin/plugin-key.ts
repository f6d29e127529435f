/**
 * What a key reads the options from: an `AuthContext`, or anything else that
 * holds the instance's plugins. Structural, so that the key's declaration
 * depends on nothing above it.
 */
export interface PluginHolder {
  readonly plugins: readonly { readonly key?: unknown; readonly options?: unknown }[];
}

/**
 * A plugin's handle on its own configuration: created once next to the plugin,
 * passed to `definePlugin` with the options, and read back with their type
 * wherever the plugin's endpoints, hooks and helpers need them. Endpoints are
 * plain values shared by every instance, so they cannot close over options;
 * the key finds the instance's copy instead.
 *
 * @example
 * export const notesKey = pluginKey<{ limit: number }>('notes');
 * const notes = (options: { limit?: number } = {}) =>
 *   definePlugin({ id: 'notes', key: notesKey, options: { limit: options.limit ?? 100 } });
 * // in a handler:
 * const { limit } = notesKey.options(ctx.auth);
 */
export interface PluginKey<Options = unknown> {
  /** The id of the plugin the key belongs to. */
  readonly id: string;
  /**
   * The options of the plugin on this instance. Throws when the plugin is not
   * registered: an endpoint of the plugin cannot run without it.
   */
  options(auth: PluginHolder): Options;
}

/**
 * Creates a plugin's key. Pass the same key and the resolved options to
 * `definePlugin`; the compiler then checks the options against the key's type.
 *
 * @example
 * export const notesKey = pluginKey<ResolvedNotesOptions>('notes');
 */
export function pluginKey<Options>(id: string): PluginKey<Options> {
  // Options are read on hot paths (every get-session for some plugins): found once per instance.
  const found = new WeakMap<PluginHolder, Options>();
  const key: PluginKey<Options> = {
    id,
    options(auth) {
      let options = found.get(auth);
      if (options === undefined) {
        const plugin = auth.plugins.find((candidate) => candidate.key === key);
        if (plugin === undefined) throw new Error(`Latchkey ${id}: the plugin is not registered on this instance.`);
        options = plugin.options as Options;
        found.set(auth, options);
      }
      return options;
    },
  };
  return key;
}
