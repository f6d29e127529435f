import { UniqueConstraintError } from './adapter.js';

// Postgres: deadlock_detected, serialization_failure. MySQL: ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT.
const CONFLICT_CODES = new Set(['40P01', '40001', 'ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** Whether an error is two writers colliding (a deadlock, a serialization failure, a lost insert race), worth one more try. */
export function isWriteConflict(error: unknown): boolean {
  if (error instanceof UniqueConstraintError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

/**
 * Runs a write that replaces rows other requests may be replacing at the same
 * moment (MySQL's gap locks make even writes to different keys deadlock), and
 * runs it again, a few times with a short random pause, when it collided.
 * Any other error, or a fifth collision, is thrown.
 *
 * @example
 * await retryOnConflict(() => auth.db.transaction(async (tx) => { … }));
 */
export async function retryOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || !isWriteConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
