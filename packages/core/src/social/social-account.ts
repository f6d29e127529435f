import type { AuthContext } from '../declarations/auth-context.js';
import type { Row } from '../db/adapter.js';
import type { StoredTokenFields } from './token-storage.js';

/** An account row with its token columns (which answers never carry). */
export interface SocialAccountRow extends Row, StoredTokenFields {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The account a provider identity maps to. Accounts are identified by
 * (providerId, accountId) and never by email: an email can change hands or be
 * unverified, the provider's subject cannot.
 */
export function findProviderAccount(
  auth: AuthContext,
  input: { providerId: string; accountId: string },
): Promise<SocialAccountRow | null> {
  return auth.db.findOne<SocialAccountRow>({
    model: 'account',
    where: [
      { field: 'providerId', value: input.providerId },
      { field: 'accountId', value: input.accountId },
    ],
  });
}

/** Every account of a user (password and social), oldest first. */
export function findUserAccounts(auth: Pick<AuthContext, 'db'>, userId: string): Promise<SocialAccountRow[]> {
  return auth.db.findMany<SocialAccountRow>({
    model: 'account',
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'createdAt', direction: 'asc' },
    limit: 1000,
  });
}

/** A new account row for a provider identity, tokens already in stored form. */
export function newAccountData(
  auth: AuthContext,
  input: { userId: string; providerId: string; accountId: string; tokens: StoredTokenFields },
): Row {
  const now = new Date();
  return {
    ...input.tokens,
    id: auth.generateId(),
    userId: input.userId,
    providerId: input.providerId,
    accountId: input.accountId,
    createdAt: now,
    updatedAt: now,
  };
}
