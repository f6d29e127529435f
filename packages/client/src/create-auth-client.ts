import type { ReadableAtom } from 'nanostores';
import { createErrorCodes } from './error-codes.js';
import { createFetch } from './fetch/create-fetch.js';
import { createProxy } from './proxy/create-proxy.js';
import { coreRoutes } from 'latchkey/routes';
import { resolveMethod, routeMethods } from './proxy/resolve-method.js';
import type { AuthClient, AuthClientOptions, AuthLike, ClientEndpoints, DefaultCore, InferSession, RegisteredFor } from './proxy/types.js';
import { createSessionAtom } from './session/create-session-atom.js';
import { isSessionPath } from './session/is-session-path.js';
import type { AtomListener, ClientPlugin, ClientStore, SessionData } from './types.js';

/**
 * Creates the typed client. Pass the server's type (a type-only import) to type
 * every endpoint, plugin endpoint, extra field and error code; nothing of the
 * server reaches the bundle.
 *
 * @example
 * import type { auth } from './server/auth';
 * const client = createAuthClient<typeof auth>();
 * const { data, error } = await client.signIn.email({ email, password });
 * const session = await client.getSession({ query: { disableCookieCache: true } });
 */
export function createAuthClient<
  A extends AuthLike = DefaultCore,
  const P extends readonly ClientPlugin[] = readonly ClientPlugin[],
  R = { [K in keyof RegisteredFor<A>]: RegisteredFor<A>[K] },
>(options: AuthClientOptions<P, InferSession<ClientEndpoints<A, P>>> = {}): AuthClient<A, P, R> {
  const plugins: readonly ClientPlugin[] = options.plugins ?? [];
  const listeners: AtomListener[] = [{ matcher: isSessionPath }, ...plugins.flatMap((p) => p.atomListeners ?? [])];
  const root: Record<string, unknown> = {};
  const onSuccess = (path: string, data: unknown): void => {
    for (const plugin of plugins) notifyPlugin(plugin, { path, data });
    // Loading the session must never trigger loading it again.
    if (path === '/get-session') return;
    for (const { matcher, atom = '$session' } of listeners) {
      if (!matcher(path)) continue;
      if (atom === '$session') session.notify();
      else void (root[atom] as ReadableAtom<{ refetch?(): unknown }> | undefined)?.value?.refetch?.();
    }
  };
  const { baseURL, basePath, fetchOptions } = options;
  const $fetch = createFetch({ baseURL, basePath, fetchOptions, onSuccess });
  const session = createSessionAtom($fetch, { initialSession: options.initialSession as SessionData | null | undefined });
  const $store: ClientStore = { $session: session.$session, notify: session.notify };
  Object.assign(root, { $fetch, $store, $session: session.$session, $ERROR_CODES: createErrorCodes() });
  for (const plugin of plugins) Object.assign(root, plugin.getAtoms?.($fetch), plugin.getActions?.($fetch, $store));
  const methods = routeMethods([coreRoutes, ...plugins.map((p) => p.routes)]);

  return createProxy<AuthClient<A, P, R>>(root, (path, input, callOptions) => {
    const { query, ...body } = (input ?? {}) as { query?: Record<string, unknown> };
    const hasBody = Object.keys(body).length > 0;
    return $fetch(path, {
      ...(callOptions as object),
      query,
      method: resolveMethod(path, { hasBody, methods }),
      body: hasBody ? body : undefined,
    });
  });
}

function notifyPlugin(plugin: ClientPlugin, context: { path: string; data: unknown }): void {
  try {
    plugin.onSuccess?.(context);
  } catch (error) {
    // A plugin's reaction must not turn a successful call into a failed one.
    console.error(`[latchkey] client plugin "${plugin.id}" failed in onSuccess`, error);
  }
}
