import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { UniqueConstraintError, type DatabaseAdapter } from '../db/adapter.js';
import { emitEvent, emitSystemEvent, hasEventListeners } from '../events/emit-event.js';
import { eventTransaction } from '../events/event-transaction.js';
import { findUserByEmail } from './find-user.js';

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
 * Counts one failed password sign-in against a lock key (an email, or any other
 * identifier a sign-in route takes, such as a phone number). `checkPassword`
 * records wrong passwords itself; a route records the attempts it fails for
 * other reasons (no such user, no password) so that the lock tells nothing.
 *
 * @example
 * const check = await checkPassword(auth, { account, email: phoneNumber, password });
 * if (check === 'no-password') await recordSignInFailure(auth, phoneNumber);
 */
export async function recordSignInFailure(auth: AuthContext, email: string, now = Date.now()): Promise<void> {
  const { windowMs } = limits(auth);
  const where = [{ field: 'key', value: keyOf(email) }];
  // The count that reaches the limit commits with its `account.locked`.
  const counted = await eventTransaction(auth, async (db) => {
    // A failure after a quiet window starts the count again.
    await db.updateMany({
      model: 'rateLimit',
      where: [...where, { field: 'lastRequest', operator: 'lt', value: now - windowMs }],
      update: { count: 0 },
    });
    const next = await db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
    if (next !== null) await reportLock(auth, { email, count: next, db });
    return next !== null;
  });
  if (counted) return;
  try {
    await eventTransaction(auth, async (db) => {
      await db.create({ model: 'rateLimit', data: { id: auth.generateId(), key: keyOf(email), count: 1, lastRequest: now } });
      await reportLock(auth, { email, count: 1, db });
    });
  } catch (error) {
    // A transaction of its own: on Postgres the failed insert ended the one above.
    if (!(error instanceof UniqueConstraintError)) throw error;
    await eventTransaction(auth, async (db) => {
      const raced = await db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
      await reportLock(auth, { email, count: raced ?? 0, db });
    });
  }
}

/** `account.locked`, once: by the failure that reaches the limit, in its transaction. */
async function reportLock(auth: AuthContext, input: { email: string; count: number; db: DatabaseAdapter }): Promise<void> {
  const { max, windowMs } = limits(auth);
  if (!hasEventListeners(auth) || input.count !== max) return;
  const user = await findUserByEmail({ ...auth, db: input.db }, input.email);
  const event = { type: 'account.locked', userId: user?.id ?? null, detail: { untilSeconds: windowMs / 1000 } } as const;
  await emitSystemEvent(auth, event, { db: input.db });
}

/**
 * Lifts the locks of a user's sign-in keys (its email by default, a phone
 * number) early, after a password reset: whoever proved the account may sign
 * in at once. `account.unlocked` is reported once when a lock was on, through
 * `db` (the reset's transaction), so the lifting and its event commit
 * together. The locks are read only when events are subscribed to.
 *
 * @example
 * await liftSignInLocks(ctx, { user, keys: [user.email], db: tx });
 */
export async function liftSignInLocks(
  ctx: EndpointContext,
  input: { user: { id: string; email: string }; keys?: readonly string[]; db?: DatabaseAdapter },
): Promise<void> {
  const scoped = input.db ? { ...ctx.auth, db: input.db } : ctx.auth;
  const keys = input.keys ?? [input.user.email];
  const locked = hasEventListeners(ctx.auth) && (await anyLocked(scoped, keys));
  for (const key of keys) await clearSignInFailures(scoped, key);
  if (locked) await emitEvent(ctx, { type: 'account.unlocked', userId: input.user.id }, { db: input.db });
}

async function anyLocked(auth: AuthContext, keys: readonly string[]): Promise<boolean> {
  for (const key of keys) if ((await signInLockSeconds(auth, key)) !== null) return true;
  return false;
}

/**
 * Lifts the lock of a key: after a password reset, its owner may sign in at once.
 *
 * @example
 * await clearSignInFailures(auth, user.email);
 */
export async function clearSignInFailures(auth: AuthContext, email: string): Promise<void> {
  await auth.db.deleteMany({ model: 'rateLimit', where: [{ field: 'key', value: keyOf(email) }] });
}
