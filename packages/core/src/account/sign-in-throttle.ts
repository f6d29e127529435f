import type { AuthContext } from '../context/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { UniqueConstraintError } from '../db/adapter.js';

/**
 * Per-account throttling of failed password sign-ins, kept in the rateLimit table
 * so it holds across instances. Counted per email whether or not an account
 * exists, so the lock itself tells nothing. Password reset is never locked.
 */
const keyOf = (email: string): string => `sign-in-failures:${hashTokenSync(email)}`;

interface Counter {
  count: number;
  lastRequest: number;
}

function limits(auth: AuthContext): { max: number; windowMs: number } {
  const options = auth.options.emailAndPassword ?? {};
  return { max: options.maxFailedAttempts ?? 10, windowMs: (options.lockoutSeconds ?? 900) * 1000 };
}

/**
 * Seconds until the account's lock lifts, or null when it is not locked. The lock
 * lasts `lockoutSeconds` from the last failure, which while locked is the one that
 * reached the limit: refused attempts are not counted.
 */
export async function signInLockSeconds(auth: AuthContext, email: string, now = Date.now()): Promise<number | null> {
  const { max, windowMs } = limits(auth);
  const row = await auth.db.findOne<Counter>({ model: 'rateLimit', where: [{ field: 'key', value: keyOf(email) }] });
  if (row === null || row.count < max) return null;
  const remainingMs = Number(row.lastRequest) + windowMs - now;
  return remainingMs > 0 ? remainingMs / 1000 : null;
}

/**
 * Counts one failed sign-in towards the per-account lock that `checkPassword`
 * enforces. `checkPassword` counts a wrong password itself; a sign-in route
 * calls this for the other failures (no such account, no password) so that an
 * unknown identifier gets locked exactly like a known one and the lock reveals
 * nothing. The key is any stable identifier: an email, or `username:alice`.
 *
 * @example
 * const check = await checkPassword(auth, { account, email: key, password });
 * if (check === 'no-password') await recordSignInFailure(auth, key);
 */
export async function recordSignInFailure(auth: AuthContext, email: string, now = Date.now()): Promise<void> {
  const { windowMs } = limits(auth);
  const where = [{ field: 'key', value: keyOf(email) }];
  // A failure after a quiet window starts the count again.
  await auth.db.updateMany({
    model: 'rateLimit',
    where: [...where, { field: 'lastRequest', operator: 'lt', value: now - windowMs }],
    update: { count: 0 },
  });
  const next = await auth.db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
  if (next !== null) return;
  try {
    await auth.db.create({ model: 'rateLimit', data: { id: auth.generateId(), key: keyOf(email), count: 1, lastRequest: now } });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await auth.db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
  }
}

export async function clearSignInFailures(auth: AuthContext, email: string): Promise<void> {
  await auth.db.deleteMany({ model: 'rateLimit', where: [{ field: 'key', value: keyOf(email) }] });
}
