import type { AuthContext } from '../declarations/auth-context.js';
import { UniqueConstraintError, type DatabaseAdapter } from '../db/adapter.js';
import { eventTransaction } from '../events/event-transaction.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';
import { findUserByEmail, type UserRow } from './find-user.js';

export interface ClaimVerifiedEmailInput {
  /** The address the caller just proved control of (already lower-cased). */
  email: string;
  /** Whether a new user may be created for an unknown address. */
  signUp: boolean;
  /** Fields of a new user: `name` (defaults to `''`), `image`. */
  profile?: { name?: string | undefined; image?: string | undefined };
  /**
   * Emits the new user's `user.signed-up` through `db`, which is the
   * transaction that creates the user whenever events are taken.
   */
  withSignUp?: (db: DatabaseAdapter, user: UserRow) => Promise<void>;
}

/** The user a proven address belongs to, and whether it was created or taken over from an unproven sign-up. */
export interface ClaimedEmail {
  user: UserRow;
  created: boolean;
  /** An unverified account's password was removed and its sessions ended. */
  reclaimed: boolean;
}

/**
 * The user of an address that a sign-in just proved control of (an emailed
 * code or link): created, verified, when there is none and sign-up is allowed;
 * null when there is none and it is not (or the account's address changed
 * while it was being verified).
 *
 * An existing account whose address was never verified may have been opened
 * by someone else, with a password of theirs, before the owner arrived
 * (pre-account takeover). Marking the address verified then removes that
 * unproven password and ends the account's sessions, in one transaction, so
 * only the mailbox's owner holds the account afterwards.
 *
 * @example
 * const withSignUp = (db: DatabaseAdapter, user: UserRow) =>
 *   emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'magic-link' }, { db });
 * const claimed = await claimVerifiedEmail(ctx.auth, { email, signUp: !options.disableSignUp, withSignUp });
 * if (!claimed) throw AuthError.of(CORE_ERROR_CODES, 'INVALID_TOKEN');
 * const issued = await issueSession(ctx, { user: claimed.user, method: 'magic-link' });
 */
export async function claimVerifiedEmail(auth: AuthContext, input: ClaimVerifiedEmailInput): Promise<ClaimedEmail | null> {
  const existing = await findUserByEmail(auth, input.email);
  if (existing) return existing.emailVerified ? { user: existing, created: false, reclaimed: false } : reclaim(auth, existing);
  if (!input.signUp) return null;
  const now = new Date();
  try {
    const user = await eventTransaction(auth, async (db) => {
      const created = await db.create<UserRow>({
        model: 'user',
        data: {
          id: auth.generateId(),
          email: input.email,
          name: input.profile?.name ?? '',
          image: input.profile?.image ?? null,
          emailVerified: true,
          createdAt: now,
          updatedAt: now,
        },
      });
      await input.withSignUp?.(db, created);
      return created;
    });
    return { user, created: true, reclaimed: false };
  } catch (error) {
    // Created at the same moment by a parallel sign-in: that user is the one.
    if (!(error instanceof UniqueConstraintError)) throw error;
    const raced = await findUserByEmail(auth, input.email);
    if (!raced) throw error;
    return raced.emailVerified ? { user: raced, created: false, reclaimed: false } : reclaim(auth, raced);
  }
}

async function reclaim(auth: AuthContext, user: UserRow): Promise<ClaimedEmail | null> {
  const verified = await auth.db.transaction(async (tx) => {
    const updated = await tx.update<UserRow>({
      model: 'user',
      // Guarded by the address, in case it changed since it was read.
      where: [
        { field: 'id', value: user.id },
        { field: 'email', value: user.email },
      ],
      update: { emailVerified: true, updatedAt: new Date() },
    });
    if (!updated) return null;
    await tx.deleteMany({
      model: 'account',
      where: [
        { field: 'userId', value: user.id },
        { field: 'providerId', value: 'credential' },
      ],
    });
    await revokeUserSessions(auth, user.id, { db: tx });
    return updated;
  });
  if (!verified) return null;
  await markSessionsRevoked(auth, user.id);
  return { user: verified, created: false, reclaimed: true };
}
