import { findUserByEmail, findUserById, type UserRow } from '../account/find-user.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { UniqueConstraintError, type DatabaseAdapter } from '../db/adapter.js';
import type { OAuthProvider, OAuthUserInfo, ProfileTokens } from '../oauth/types.js';
import type { CallbackErrorCode } from './callback-redirect.js';
import { findProviderAccount, newAccountData } from './social-account.js';
import { tokenFields } from './token-storage.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';

export interface OAuthUserInput {
  provider: OAuthProvider;
  userInfo: OAuthUserInfo;
  tokens: ProfileTokens;
  /** The sign-in asked to create a user (needed under `disableImplicitSignUp`). */
  requestSignUp?: boolean;
  /** Writes what belongs to a new user (its `user.signed-up` event) in the transaction that creates it. */
  withSignUp?: (tx: DatabaseAdapter, user: UserRow) => Promise<void>;
}

export type OAuthUserOutcome =
  | { ok: true; user: UserRow; isNewUser: boolean }
  | {
      ok: false;
      code: Extract<
        CallbackErrorCode,
        'email_not_found' | 'account_not_linked' | 'signup_disabled' | 'unable_to_create_user' | 'internal_server_error'
      >;
    };

/**
 * Social sign-in's account rules. The provider account is found by
 * (providerId, accountId). Without one, a user with the same email gets it linked
 * only when linking is enabled, the provider vouches for the email (trusted, or
 * reports it verified) AND the local user verified it too: otherwise whoever
 * pre-registered a victim's address with a password would share the victim's
 * account once the victim signs in socially. Without any user, one is created,
 * unless sign-up is disabled.
 *
 * @example
 * const outcome = await handleOAuthUser(auth, { provider, userInfo: user, tokens });
 */
export async function handleOAuthUser(auth: AuthContext, input: OAuthUserInput): Promise<OAuthUserOutcome> {
  const { provider, userInfo } = input;
  if (!userInfo.email) return { ok: false, code: 'email_not_found' };
  const email = userInfo.email.toLowerCase();
  const account = await findProviderAccount(auth, { providerId: provider.id, accountId: userInfo.id });
  if (account) {
    const user = await findUserById(auth, account.userId);
    if (!user) return { ok: false, code: 'internal_server_error' };
    await auth.db.update({
      model: 'account',
      where: [{ field: 'id', value: account.id }],
      update: { ...(await tokenFields(auth, input.tokens)), updatedAt: new Date() },
    });
    // Spec §4: the provider saying the same address is verified verifies it here too.
    const verifies = userInfo.emailVerified && !user.emailVerified && user.email === email;
    return { ok: true, user: verifies ? await markVerified(auth, user) : user, isNewUser: false };
  }
  const existing = await findUserByEmail(auth, email);
  if (existing) return linkOnSignIn(auth, { ...input, user: existing });
  return signUpWithProvider(auth, { ...input, email });
}

/** Whether the provider's word on the email is good enough to link by it. */
export function providerVouchesForEmail(auth: AuthContext, input: { providerId: string; userInfo: OAuthUserInfo }): boolean {
  const trusted = auth.options.account?.accountLinking?.trustedProviders ?? [];
  return trusted.includes(input.providerId) || input.userInfo.emailVerified;
}

async function linkOnSignIn(auth: AuthContext, input: OAuthUserInput & { user: UserRow }): Promise<OAuthUserOutcome> {
  const linking = auth.options.account?.accountLinking;
  const allowed =
    linking?.enabled !== false &&
    providerVouchesForEmail(auth, { providerId: input.provider.id, userInfo: input.userInfo }) &&
    input.user.emailVerified;
  if (!allowed) return { ok: false, code: 'account_not_linked' };
  const tokens = await tokenFields(auth, input.tokens);
  try {
    await auth.db.create({
      model: 'account',
      data: newAccountData(auth, { userId: input.user.id, providerId: input.provider.id, accountId: input.userInfo.id, tokens }),
    });
  } catch (error) {
    // Another callback for the same provider account won the race; it is not ours to reuse.
    if (error instanceof UniqueConstraintError) return { ok: false, code: 'account_not_linked' };
    throw error;
  }
  return { ok: true, user: input.user, isNewUser: false };
}

function signUpDisabled(auth: AuthContext, input: OAuthUserInput): boolean {
  const account = auth.options.account;
  if (input.provider.disableSignUp || account?.disableSignUp) return true;
  return account?.disableImplicitSignUp === true && input.requestSignUp !== true;
}

async function signUpWithProvider(auth: AuthContext, input: OAuthUserInput & { email: string }): Promise<OAuthUserOutcome> {
  if (signUpDisabled(auth, input)) return { ok: false, code: 'signup_disabled' };
  const { userInfo } = input;
  const tokens = await tokenFields(auth, input.tokens);
  const now = new Date();
  let signUpFailed = false;
  try {
    const user = await auth.db.transaction(async (tx) => {
      const created = await tx.create<UserRow>({
        model: 'user',
        data: {
          id: auth.generateId(),
          name: userInfo.name || input.email.split('@')[0] || input.email,
          email: input.email,
          emailVerified: userInfo.emailVerified,
          image: userInfo.image ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await tx.create({
        model: 'account',
        data: newAccountData(auth, { userId: created.id, providerId: input.provider.id, accountId: userInfo.id, tokens }),
      });
      await input.withSignUp?.(tx, created).catch((error: unknown) => {
        signUpFailed = true;
        throw error;
      });
      return created;
    });
    return { ok: true, user, isNewUser: true };
  } catch (error) {
    // The sign-up's own writes failed (its event was not stored): the request fails, as any route's does.
    if (signUpFailed) throw error;
    // A unique violation is a simultaneous sign-up with the same email or account: expected, not logged.
    if (!(error instanceof UniqueConstraintError)) auth.logger.error('Social sign-up failed', error);
    return { ok: false, code: 'unable_to_create_user' };
  }
}

async function markVerified(auth: AuthContext, user: UserRow): Promise<UserRow> {
  const updated = await auth.db.update<UserRow>({
    model: 'user',
    where: [{ field: 'id', value: user.id }],
    update: { emailVerified: true, updatedAt: new Date() },
  });
  await refreshSessionUser(auth, user.id);
  return updated ?? { ...user, emailVerified: true };
}
