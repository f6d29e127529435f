import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { emitEvent, emitSystemEvent, hasEventListeners } from '../events/emit-event.js';
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
  // A failure after a quiet window starts the count again.
  await auth.db.updateMany({
    model: 'rateLimit',
    where: [...where, { field: 'lastRequest', operator: 'lt', value: now - windowMs }],
    update: { count: 0 },
  });
  const next = await auth.db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
  if (next !== null) return reportLock(auth, { email, count: next });
  try {
    await auth.db.create({ model: 'rateLimit', data: { id: auth.generateId(), key: keyOf(email), count: 1, lastRequest: now } });
    await reportLock(auth, { email, count: 1 });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const raced = await auth.db.incrementOne({ model: 'rateLimit', where, field: 'count', set: { lastRequest: now } });
    await reportLock(auth, { email, count: raced ?? 0 });
  }
}

/** `account.locked`, once: by the failure that reaches the limit. */
async function reportLock(auth: AuthContext, input: { email: string; count: number }): Promise<void> {
  const { max, windowMs } = limits(auth);
  if (!hasEventListeners(auth) || input.count !== max) return;
  const user = await findUserByEmail(auth, input.email);
  await emitSystemEvent(auth, { type: 'account.locked', userId: user?.id ?? null, detail: { untilSeconds: windowMs / 1000 } });
}

/**
 * `account.unlocked`, once, when a lock on any of the account's sign-in keys
 * (its email by default, a phone number) is lifted early (a password reset).
 * Reads the locks only when events are subscribed to.
 *
 * @example
 * await reportLiftedLock(ctx, user);
 * await clearSignInFailures(ctx.auth, user.email);
 */
export async function reportLiftedLock(
  ctx: EndpointContext,
  user: { id: string; email: string },
  keys: readonly string[] = [user.email],
): Promise<void> {
  if (!hasEventListeners(ctx.auth)) return;
  for (const key of keys) {
    if ((await signInLockSeconds(ctx.auth, key)) === null) continue;
    await emitEvent(ctx, { type: 'account.unlocked', userId: user.id });
    return;
  }
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
