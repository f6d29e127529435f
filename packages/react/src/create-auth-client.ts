import {
  createAuthClient as createBaseClient,
  type AuthClient,
  type AuthClientOptions,
  type AuthLike,
  type ClientEndpoints,
  type ClientPlugin,
  type DefaultCore,
  type InferSession,
  type SessionState,
} from '@latchkey/client';
import { useStore } from './use-store.js';

/** The client with its React hook. */
export type ReactAuthClient<A extends AuthLike, P extends readonly ClientPlugin[]> = AuthClient<A, P> & {
  /** The session store's value; re-renders when it changes. */
  useSession(): SessionState<InferSession<ClientEndpoints<A, P>>>;
};

/**
 * `createAuthClient` from `@latchkey/client`, plus `useSession()`.
 *
 * @example
 * export const client = createAuthClient<typeof auth>();
 *
 * function Profile() {
 *   const { data, isPending } = client.useSession();
 *   if (isPending) return null;
 *   return data ? <p>{data.user.name}</p> : <SignIn />;
 * }
 */
export function createAuthClient<A extends AuthLike = DefaultCore, const P extends readonly ClientPlugin[] = readonly ClientPlugin[]>(
  options: AuthClientOptions<P, InferSession<ClientEndpoints<A, P>>> = {},
): ReactAuthClient<A, P> {
  const react: ClientPlugin = {
    id: 'react',
    getActions: (_, $store) => ({ useSession: () => useStore($store.$session) }),
  };
  const plugins = [...(options.plugins ?? []), react] as readonly ClientPlugin[] as P;
  return createBaseClient<A, P>({ ...options, plugins }) as ReactAuthClient<A, P>;
}
