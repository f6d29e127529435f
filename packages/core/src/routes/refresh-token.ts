import { lazySchema } from '../endpoint/lazy-schema.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { readStoredToken } from '../social/token-storage.js';
import {
  findOwnedAccount,
  refreshAccountTokens,
  resolveTokenOwner,
  supportedProvider,
} from '../social/account-tokens.js';
import { accountTokenBody } from '../social/social-inputs.js';
import { coreRoutes } from './core-routes.js';

export interface RefreshTokenAnswer {
  tokenType: string | undefined;
  idToken: string | undefined;
  accessToken: string;
  refreshToken: string | undefined;
  accessTokenExpiresAt: Date | undefined;
  refreshTokenExpiresAt: Date | undefined;
}

/**
 * `POST /refresh-token`: refreshes the caller's provider tokens now and stores
 * them. Same identity rule as /get-access-token: the session over HTTP, `userId`
 * only on the server.
 */
export const refreshToken = defineEndpoint({
  ...coreRoutes.refreshToken,
  body: lazySchema(accountTokenBody),
  meta: { noStore: true },
  handler: async (ctx): Promise<RefreshTokenAnswer> => {
    const { auth } = ctx;
    const { providerId, accountId, userId } = ctx.body;
    const owner = await resolveTokenOwner(ctx, userId);
    const provider = supportedProvider(auth, providerId);
    const account = await findOwnedAccount(auth, { userId: owner, providerId, accountId });
    const tokens = await refreshAccountTokens(auth, { provider, account });
    return {
      tokenType: tokens.tokenType,
      idToken: tokens.idToken ?? (await readStoredToken(auth, account.idToken)) ?? undefined,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? account.refreshTokenExpiresAt ?? undefined,
    };
  },
});
