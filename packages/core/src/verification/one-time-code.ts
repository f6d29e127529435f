import type { AuthContext } from '../declarations/auth-context.js';
import { constantTimeEqual } from '../crypto/constant-time-equal.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { keyedHash } from '../crypto/keyed-hash.js';
import { generateRandomString } from '../crypto/random-string.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { retryOnConflict } from '../db/retry-on-conflict.js';

export interface IssueCodeInput {
  /** What the code is for, e.g. `two-factor` or `email-otp:sign-in`; a code never works for another purpose. */
  purpose: string;
  /** Who or what it was sent to: an email, a phone number, a user id. */
  identifier: string;
  /** Short digits to type (default), or a long random token for links. */
  kind?: 'numeric' | 'token';
  /** Defaults to 6 digits, or 32 characters for a token. */
  length?: number;
  /** Seconds. Defaults to 300. */
  expiresIn?: number;
  /** Seconds before another code may be sent to the same identifier for this purpose. Defaults to 0. */
  resendAfter?: number;
  /** Data kept with the code and returned on success (a user id, a new phone number). */
  value?: string;
}

export type IssuedCode =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: 'cooldown'; retryAfter: number };

export interface VerifyCodeInput {
  purpose: string;
  identifier: string;
  code: string;
  /** Wrong guesses allowed before the code is void. Defaults to 3. */
  maxAttempts?: number;
  /**
   * Check the code without spending it, for a form that checks a code before
   * the step that uses it. A wrong guess still spends an attempt; a right one
   * keeps the code and gives the attempts back, so the real use that follows
   * is not refused for the mistakes made before it.
   */
  keep?: boolean;
}

export type VerifiedCode =
  | { ok: true; value: string | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'too-many-attempts' };

interface StoredCode {
  id: string;
  value: string;
  expiresAt: Date;
}

const keyOf = (purpose: string, identifier: string): string => `code:${purpose}:${hashTokenSync(identifier)}`;
const attemptsKey = (key: string): string => `attempts:${key}`;
const resendKey = (key: string): string => `resend:${key}`;

/**
 * Issues a one-time code bound to a purpose and an identifier, replacing any
 * earlier one. Only a keyed hash of the code is stored (six digits would fall
 * to a plain hash at once), with the attempt counter beside it.
 *
 * @example
 * const issued = await issueCode(ctx.auth, { purpose: 'email-otp:sign-in', identifier: email, resendAfter: 60 });
 * if (!issued.ok) throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_REQUESTS');
 * await sendOTP({ email, otp: issued.code });
 */
export async function issueCode(auth: AuthContext, input: IssueCodeInput): Promise<IssuedCode> {
  const key = keyOf(input.purpose, input.identifier);
  const now = Date.now();
  if (input.resendAfter) {
    const retryAfter = await claimResend(auth, { key: resendKey(key), seconds: input.resendAfter, now });
    if (retryAfter > 0) return { ok: false, reason: 'cooldown', retryAfter };
  }
  const code = input.kind === 'token' ? generateRandomString(input.length ?? 32) : generateRandomString(input.length ?? 6, '0-9');
  const expiresAt = new Date(now + (input.expiresIn ?? 300) * 1000);
  const stored = JSON.stringify({ h: keyedHash(auth.secrets[0], `${key}:${code}`), v: input.value ?? null });
  // Codes issued at the same moment (a double click, several types for one address) collide; the last one wins.
  await retryOnConflict(() =>
    auth.db.transaction(async (tx) => {
      await tx.deleteMany({ model: 'verification', where: [{ field: 'identifier', value: key }] });
      await tx.deleteMany({ model: 'rateLimit', where: [{ field: 'key', value: attemptsKey(key) }] });
      await tx.create({ model: 'verification', data: { id: auth.generateId(), identifier: key, value: stored, expiresAt, createdAt: new Date(now), updatedAt: new Date(now) } });
      await tx.create({ model: 'rateLimit', data: { id: auth.generateId(), key: attemptsKey(key), count: 0, lastRequest: now } });
    }),
  );
  return { ok: true, code, expiresAt };
}

/**
 * Checks a code. Each check spends an attempt first, atomically, so parallel
 * guesses cannot exceed the limit; past it the code is void (the full
 * counter refuses every later check until a new code is issued). A right code is
 * spent by an atomic delete, so of two simultaneous uses exactly one succeeds
 * (with `keep`, a right code is only checked).
 *
 * @example
 * const checked = await verifyCode(ctx.auth, { purpose: 'two-factor', identifier: user.id, code });
 * if (!checked.ok && checked.reason === 'too-many-attempts') throw AuthError.of(CORE_ERROR_CODES, 'TOO_MANY_ATTEMPTS');
 */
export async function verifyCode(auth: AuthContext, input: VerifyCodeInput): Promise<VerifiedCode> {
  const key = keyOf(input.purpose, input.identifier);
  const where = [{ field: 'identifier', value: key }];
  const row = await auth.db.findOne<StoredCode>({ model: 'verification', where });
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) {
    await auth.db.deleteMany({ model: 'verification', where });
    return { ok: false, reason: 'expired' };
  }
  const spent = await auth.db.incrementOne({
    model: 'rateLimit',
    where: [{ field: 'key', value: attemptsKey(key) }],
    field: 'count',
    below: input.maxAttempts ?? 3,
  });
  // The full counter is what voids the code. Deleting the code here too would let a use past the
  // limit take it from under an earlier attempt that holds the right code (a form sent more
  // times at once than attempts are allowed, ending with no success at all).
  if (spent === null) return { ok: false, reason: 'too-many-attempts' };
  const { h: hash, v: value } = JSON.parse(row.value) as { h: string; v: string | null };
  const given = String(input.code);
  if (!auth.secrets.some((secret) => constantTimeEqual(keyedHash(secret, `${key}:${given}`), hash))) {
    return { ok: false, reason: 'invalid' };
  }
  if (input.keep) {
    await auth.db.updateMany({ model: 'rateLimit', where: [{ field: 'key', value: attemptsKey(key) }], update: { count: 0 } });
    return { ok: true, value };
  }
  const consumed = await auth.db.consumeOne({ model: 'verification', where: [...where, { field: 'id', value: row.id }] });
  if (!consumed) return { ok: false, reason: 'invalid' };
  await auth.db.deleteMany({ model: 'rateLimit', where: [{ field: 'key', value: attemptsKey(key) }] });
  return { ok: true, value };
}

/** Claims the right to send now; answers 0, or the seconds left of the cool-down. */
async function claimResend(auth: AuthContext, input: { key: string; seconds: number; now: number }): Promise<number> {
  const { key, seconds, now } = input;
  const where = [{ field: 'key', value: key }];
  const claimed = await auth.db.updateMany({
    model: 'rateLimit',
    where: [...where, { field: 'lastRequest', operator: 'lte', value: now - seconds * 1000 }],
    update: { lastRequest: now },
  });
  if (claimed > 0) return 0;
  try {
    await auth.db.create({ model: 'rateLimit', data: { id: auth.generateId(), key, count: 1, lastRequest: now } });
    return 0;
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
  const row = await auth.db.findOne<{ lastRequest: number }>({ model: 'rateLimit', where });
  return Math.max(1, Math.ceil((Number(row?.lastRequest ?? now) + seconds * 1000 - now) / 1000));
}
