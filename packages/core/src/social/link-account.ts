import { findUserById } from '../account/find-user.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { UniqueConstraintError, type DatabaseAdapter } from '../db/adapter.js';
import type { OAuthProvider, OAuthUserInfo, ProfileTokens } from '../oauth/types.js';
import type { CallbackErrorCode } from './callback-redirect.js';
import { providerVouchesForEmail } from './handle-oauth-user.js';
import { findProviderAccount, newAccountData } from './social-account.js';
import { tokenFields } from './token-storage.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';

export interface LinkAccountInput {
  provider: OAuthProvider;
  userInfo: OAuthUserInfo;
  tokens: ProfileTokens;
  /** The signed-in user who asked for the link, as the state record (or session) names them. */
  link: { userId: string; email: string };
  /** Writes what belongs to the link (its event) in the link's transaction. */
  withLink?: (tx: DatabaseAdapter) => Promise<void>;
}

export type LinkOutcome =
  | { ok: true }
  | {
      ok: false;
      code: Extract<
        CallbackErrorCode,
        'unable_to_link_account' | "email_doesn't_match" | 'account_already_linked_to_different_user' | 'email_not_found'
      >;
    };

/**
 * Links a provider account to a signed-in user (`POST /link-social`). Refused when
 * linking is off, when the provider account already belongs to someone else, when
 * the emails differ (unless `allowDifferentEmails`), and when the provider does not
 * vouch for its email (trusted provider or verified). Linking the same account
 * again only refreshes its tokens.
 *
 * @example
 * const outcome = await linkAccount(auth, { provider, userInfo, tokens, link: record.link });
 */
export async function linkAccount(auth: AuthContext, input: LinkAccountInput): Promise<LinkOutcome> {
  const { provider, userInfo, link } = input;
  const linking = auth.options.account?.accountLinking;
  if (linking?.enabled === false) return { ok: false, code: 'unable_to_link_account' };
  const existing = await findProviderAccount(auth, { providerId: provider.id, accountId: userInfo.id });
  if (existing && existing.userId !== link.userId) return { ok: false, code: 'account_already_linked_to_different_user' };
  const email = userInfo.email?.toLowerCase() ?? null;
  if (email !== link.email.toLowerCase() && linking?.allowDifferentEmails !== true) {
    return { ok: false, code: email === null ? 'email_not_found' : "email_doesn't_match" };
  }
  if (!providerVouchesForEmail(auth, { providerId: provider.id, userInfo })) return { ok: false, code: 'unable_to_link_account' };
  const tokens = await tokenFields(auth, input.tokens);
  const withLink = input.withLink ?? (() => Promise.resolve());
  if (existing) {
    await auth.db.transaction(async (tx) => {
      await tx.update({ model: 'account', where: [{ field: 'id', value: existing.id }], update: { ...tokens, updatedAt: new Date() } });
      await withLink(tx);
    });
    return { ok: true };
  }
  if (!(await findUserById(auth, link.userId))) return { ok: false, code: 'unable_to_link_account' };
  try {
    await auth.db.transaction(async (tx) => {
      await tx.create({
        model: 'account',
        data: newAccountData(auth, { userId: link.userId, providerId: provider.id, accountId: userInfo.id, tokens }),
      });
      await withLink(tx);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return { ok: false, code: 'account_already_linked_to_different_user' };
    throw error;
  }
  if (linking?.updateUserInfoOnLink) await copyProfile(auth, { userId: link.userId, userInfo });
  return { ok: true };
}

async function copyProfile(auth: AuthContext, input: { userId: string; userInfo: OAuthUserInfo }): Promise<void> {
  const update: Record<string, unknown> = { updatedAt: new Date() };
  if (input.userInfo.name) update.name = input.userInfo.name;
  if (input.userInfo.image !== undefined) update.image = input.userInfo.image;
  await auth.db.update({ model: 'user', where: [{ field: 'id', value: input.userId }], update });
  await refreshSessionUser(auth, input.userId);
}
