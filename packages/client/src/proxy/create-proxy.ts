/** Calls the endpoint at `path` with the proxy call's two arguments. */
export type ProxyCall = (path: string, input: unknown, options: unknown) => unknown;

const toKebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Wraps `target` so that any other property chain becomes an endpoint path:
 * `client.signIn.email(input)` calls `/sign-in/email`. Own properties win:
 * functions and `$`-named values (atoms, `$fetch`) are returned as they are,
 * plain objects (groups of plugin actions) are wrapped in turn.
 *
 * @example
 * const client = createProxy({}, (path) => path);
 * client.organization.getFullOrganization(); // '/organization/get-full-organization'
 */
export function createProxy<T>(target: object, call: ProxyCall, path = ''): T {
  // An arrow function as the target makes the proxy callable and has no `prototype` invariant.
  return new Proxy(() => {}, {
    get(_, key) {
      // `then` must stay undefined, or `await client` would call `/then`.
      if (typeof key !== 'string' || key === 'then') return undefined;
      const own: unknown = Object.hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined;
      if (own !== undefined && (key.startsWith('$') || typeof own === 'function')) return own;
      return createProxy(typeof own === 'object' && own ? own : {}, call, `${path}/${toKebab(key)}`);
    },
    apply: (_, __, args: unknown[]) => call(path, args[0], args[1]),
  }) as T;
}
