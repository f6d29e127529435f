import {
  createAuthClient as createBaseClient,
  type AuthClient,
  type AuthClientOptions,
  type AuthLike,
  type ClientEndpoints,
  type ClientPlugin,
  type DefaultCore,
  type InferSession,
  type RegisteredFor,
  type SessionState,
} from '@latchkey/client';
import { useStore } from './use-store.js';

/** The client with its React hook. */
export type ReactAuthClient<A extends AuthLike, P extends readonly ClientPlugin[], R = RegisteredFor<A>> = AuthClient<A, P, R> & {
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
export function createAuthClient<
  A extends AuthLike = DefaultCore,
  const P extends readonly ClientPlugin[] = readonly ClientPlugin[],
  R = { [K in keyof RegisteredFor<A>]: RegisteredFor<A>[K] },
>(options: AuthClientOptions<P, InferSession<ClientEndpoints<A, P>>> = {}): ReactAuthClient<A, P, R> {
  const react: ClientPlugin = {
    id: 'react',
    getActions: (_, $store) => ({ useSession: () => useStore($store.$session) }),
  };
  const plugins = [...(options.plugins ?? []), react] as readonly ClientPlugin[] as P;
  return createBaseClient<A, P, R>({ ...options, plugins }) as ReactAuthClient<A, P, R>;
}
