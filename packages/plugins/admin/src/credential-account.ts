import type { AuthContext } from 'latchkey/plugins';

/**
 * A new password account row for a user, as sign-up stores it: provider
 * `credential`, the user id as account id, the password hash.
 *
 * @example
 * await tx.create({ model: 'account', data: credentialAccount(auth, { userId, hash }) });
 */
export function credentialAccount(auth: AuthContext, input: { userId: string; hash: string }): Record<string, unknown> {
  const now = new Date();
  return {
    id: auth.generateId(),
    userId: input.userId,
    providerId: 'credential',
    accountId: input.userId,
    password: input.hash,
    createdAt: now,
    updatedAt: now,
  };
}
