import { useCallback, useSyncExternalStore } from 'react';

/** The part of a nanostores store `useStore` needs; any `ReadableAtom` fits. */
export interface StoreLike<T> {
  get(): T;
  listen(listener: () => void): () => void;
  readonly value?: T | undefined;
}

/**
 * Subscribes a component to a nanostores atom. On the server, and while
 * hydrating, it reads the atom's current value without mounting it, so rendering
 * never starts a request and the markup matches a seeded store.
 *
 * @example
 * const { data, isPending } = useStore(client.$session);
 */
export function useStore<T>(store: StoreLike<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(() => onChange()), [store]);
  const get = useCallback(() => store.get(), [store]);
  const getServer = useCallback(() => (store.value === undefined ? store.get() : store.value), [store]);
  return useSyncExternalStore(subscribe, get, getServer);
}
