import { AuthError } from '../error/auth-error.js';
import type { KeyValueStore } from './key-value-store.js';
import { storageUnavailable } from './storage-unavailable.js';

/** Milliseconds a secondary-storage call may take before it counts as failed. */
export const DEFAULT_STORAGE_TIMEOUT = 1000;

/**
 * Wraps a store so that a call that throws or takes longer than `timeoutMs`
 * rejects with `SECONDARY_STORAGE_UNAVAILABLE` (503): callers decide whether
 * to fail open or closed, and no request waits on a Redis that does not answer.
 * The cause is kept on the error for the logs; clients see only the code.
 *
 * @example
 * const store = guardKeyValueStore(redisKeyValueStore(client), { timeoutMs: 500 });
 */
export function guardKeyValueStore(store: KeyValueStore, options: { timeoutMs: number }): KeyValueStore {
  const guard = <T>(call: () => Promise<T>): Promise<T> => guardStorageCall(call, options);
  const guarded: KeyValueStore = {
    get: (key) => guard(() => store.get(key)),
    set: (key, value, ttl) => guard(() => store.set(key, value, ttl)),
    delete: (key) => guard(() => store.delete(key)),
    incr: (key, ttl) => guard(() => store.incr(key, ttl)),
  };
  const { addMember, removeMember, members } = store;
  if (addMember) guarded.addMember = (key, member, ttl) => guard(() => addMember.call(store, key, member, ttl));
  if (removeMember) guarded.removeMember = (key, member) => guard(() => removeMember.call(store, key, member));
  if (members) guarded.members = (key) => guard(() => members.call(store, key));
  return guarded;
}

/** Whether an error is a secondary-storage failure reported by a guarded store. */
export function isStorageUnavailable(error: unknown): error is AuthError {
  return error instanceof AuthError && error.code === 'SECONDARY_STORAGE_UNAVAILABLE';
}

/** One storage call, failing with `SECONDARY_STORAGE_UNAVAILABLE` when it throws or outlasts `timeoutMs`. */
export function guardStorageCall<T>(call: () => Promise<T>, { timeoutMs }: { timeoutMs: number }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(storageUnavailable(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
    const settle = (): void => clearTimeout(timer);
    let pending: Promise<T>;
    try {
      pending = call();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => (settle(), resolve(value)),
      (error: unknown) => (settle(), reject(isStorageUnavailable(error) ? error : storageUnavailable(error))),
    );
  });
}
