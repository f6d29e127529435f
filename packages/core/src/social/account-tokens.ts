import type { AuthContext, EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { refreshAccessToken } from '../oauth/refresh-access-token.js';
import type { OAuthProvider, OAuthTokens } from '../oauth/types.js';
import { readSession } from '../session/read-session.js';
import { coordinatedRefresh } from './coordinated-refresh.js';
import { findUserAccounts, type SocialAccountRow } from './social-account.js';
import { readStoredToken, splitScope, tokenFields } from './token-storage.js';

/** Spec §9: a token expiring within 5 s is refreshed before it is handed out. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5_000;

/**
 * Whose tokens a call may read: over HTTP always the session's user (a `userId`
 * in the body is ignored, or anyone could read anyone's tokens); on the server
 * (`auth.api`) an explicit `userId` is honoured.
 */
export async function resolveTokenOwner(ctx: EndpointContext, userId: string | undefined): Promise<string> {
  if (ctx.isServerCall && userId) return userId;
  const session = await readSession(ctx);
  if (!session) throw AuthError.of(CORE_ERROR_CODES, 'USER_ID_OR_SESSION_REQUIRED');
  return session.user.id;
}

/** The provider for a stored account; 400 "Provider x is not supported." otherwise. */
export function supportedProvider(auth: AuthContext, providerId: string): OAuthProvider {
  const provider = auth.socialProviders.get(providerId);
  if (!provider) {
    throw AuthError.of(CORE_ERROR_CODES, 'PROVIDER_NOT_SUPPORTED', { message: `Provider ${providerId} is not supported.` });
  }
  return provider;
}

/** The user's account with this provider (and account id, when given); 400 ACCOUNT_NOT_FOUND otherwise. */
export async function findOwnedAccount(
  auth: AuthContext,
  input: { userId: string; providerId: string; accountId?: string | undefined },
): Promise<SocialAccountRow> {
  const accounts = await findUserAccounts(auth, input.userId);
  const account = accounts.find(
    (a) => a.providerId === input.providerId && (input.accountId === undefined || a.accountId === input.accountId),
  );
  if (!account) throw AuthError.of(CORE_ERROR_CODES, 'ACCOUNT_NOT_FOUND');
  return account;
}

/**
 * Refreshes an account's tokens at the provider and stores the new ones
 * (encrypted like the originals). Concurrent refreshes of one account, in this
 * process or in others sharing the database, make one provider request and all
 * answer its tokens. Throws FAILED_TO_REFRESH_ACCESS_TOKEN when the provider
 * refuses or cannot refresh, REFRESH_TOKEN_NOT_FOUND without a token.
 */
export function refreshAccountTokens(
  auth: AuthContext,
  input: { provider: OAuthProvider; account: SocialAccountRow },
): Promise<OAuthTokens> {
  if (!input.account.refreshToken) return Promise.reject(AuthError.of(CORE_ERROR_CODES, 'REFRESH_TOKEN_NOT_FOUND'));
  return coordinatedRefresh(auth, input.account, (account) => refreshAtProvider(auth, { provider: input.provider, account }));
}

async function refreshAtProvider(
  auth: AuthContext,
  input: { provider: OAuthProvider; account: SocialAccountRow },
): Promise<OAuthTokens> {
  const refreshToken = await readStoredToken(auth, input.account.refreshToken);
  if (!refreshToken) throw AuthError.of(CORE_ERROR_CODES, 'REFRESH_TOKEN_NOT_FOUND');
  let tokens: OAuthTokens;
  try {
    tokens = await refreshAccessToken({ provider: input.provider, refreshToken });
  } catch (error) {
    throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_REFRESH_ACCESS_TOKEN', { cause: error });
  }
  await auth.db.update({
    model: 'account',
    where: [{ field: 'id', value: input.account.id }],
    update: { ...(await tokenFields(auth, tokens)), updatedAt: new Date() },
  });
  return tokens;
}

export interface AccessTokenAnswer {
  accessToken: string;
  accessTokenExpiresAt: Date | undefined;
  scopes: string[];
  idToken: string | undefined;
}

/** A usable access token for the account, refreshed first when it expires within the margin. */
export async function validAccessToken(
  auth: AuthContext,
  input: { provider: OAuthProvider; account: SocialAccountRow },
): Promise<AccessTokenAnswer> {
  const { account } = input;
  const expiresAt = account.accessTokenExpiresAt ?? undefined;
  const due = expiresAt !== undefined && expiresAt.getTime() - Date.now() < ACCESS_TOKEN_REFRESH_MARGIN_MS;
  if (due && account.refreshToken && input.provider.supportsRefresh) {
    let tokens: OAuthTokens;
    try {
      tokens = await refreshAccountTokens(auth, input);
    } catch (error) {
      throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_GET_ACCESS_TOKEN', { cause: error });
    }
    return {
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      scopes: tokens.scopes.length > 0 ? tokens.scopes : splitScope(account.scope),
      idToken: tokens.idToken ?? (await readStoredToken(auth, account.idToken)) ?? undefined,
    };
  }
  const accessToken = await readStoredToken(auth, account.accessToken);
  if (!accessToken) throw AuthError.of(CORE_ERROR_CODES, 'ACCESS_TOKEN_NOT_FOUND');
  return {
    accessToken,
    accessTokenExpiresAt: expiresAt,
    scopes: splitScope(account.scope),
    idToken: (await readStoredToken(auth, account.idToken)) ?? undefined,
  };
}
