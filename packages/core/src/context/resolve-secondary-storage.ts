import type { AuthOptions } from '../declarations/auth-context.js';
import { DEFAULT_STORAGE_TIMEOUT, guardKeyValueStore } from '../storage/guard-key-value-store.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';

/**
 * The instance's secondary storage: the user's store behind a timeout, so a
 * store that fails or hangs answers `SECONDARY_STORAGE_UNAVAILABLE` in bounded
 * time; or this process's memory, which cannot fail.
 */
export function resolveSecondaryStorage(options: AuthOptions): KeyValueStore {
  if (!options.secondaryStorage) return memoryKeyValueStore();
  const timeoutMs = options.secondaryStorageTimeout ?? DEFAULT_STORAGE_TIMEOUT;
  return guardKeyValueStore(options.secondaryStorage, { timeoutMs });
}

/** Refuses session settings that cannot work, at `createAuth`. */
export function checkSessionStorage(options: AuthOptions): void {
  const timeout = options.secondaryStorageTimeout;
  if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0)) {
    throw new Error('Latchkey: secondaryStorageTimeout must be a number of milliseconds > 0.');
  }
  const session = options.session;
  if (session?.storage !== 'secondary' || session.storeInDatabase !== false) return;
  const store = options.secondaryStorage;
  if (!store) {
    throw new Error('Latchkey: session.storeInDatabase: false needs a secondaryStorage; sessions in process memory would end with the process.');
  }
  if (!(store.addMember && store.removeMember && store.members)) {
    throw new Error(
      'Latchkey: session.storeInDatabase: false needs a secondaryStorage with addMember, removeMember and members (the per-user list of sessions).',
    );
  }
}
