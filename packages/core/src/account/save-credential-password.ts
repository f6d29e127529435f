import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import type { AccountRow } from './find-user.js';

/**
 * Stores a password hash on the user's credential account, creating that account
 * when the user has none (a social-only user who proved control of the address
 * through a reset link). `db` is the transaction the caller's change runs in.
 *
 * @example
 * await auth.db.transaction((tx) => saveCredentialPassword(auth, { db: tx, userId: user.id, hash }));
 */
export async function saveCredentialPassword(
  auth: AuthContext,
  input: { db: DatabaseAdapter; userId: string; hash: string },
): Promise<'updated' | 'created'> {
  const now = new Date();
  const updated = await input.db.update<AccountRow>({
    model: 'account',
    where: [
      { field: 'userId', value: input.userId },
      { field: 'providerId', value: 'credential' },
    ],
    update: { password: input.hash, updatedAt: now },
  });
  if (updated) return 'updated';
  await input.db.create({
    model: 'account',
    data: {
      id: auth.generateId(),
      userId: input.userId,
      providerId: 'credential',
      accountId: input.userId,
      password: input.hash,
      createdAt: now,
      updatedAt: now,
    },
  });
  return 'created';
}
