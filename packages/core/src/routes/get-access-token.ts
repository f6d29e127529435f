import { lazySchema } from '../endpoint/lazy-schema.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import {
  findOwnedAccount,
  resolveTokenOwner,
  supportedProvider,
  validAccessToken,
  type AccessTokenAnswer,
} from '../social/account-tokens.js';
import { accountTokenBody } from '../social/social-inputs.js';
import { coreRoutes } from './core-routes.js';

/**
 * `POST /get-access-token`: a usable provider access token for the caller's
 * account, refreshed (and stored again) when it expires within 5 seconds. Over
 * HTTP the account is always the session user's; `userId` works only for server
 * calls, so a browser can never read another user's tokens.
 */
export const getAccessToken = defineEndpoint({
  ...coreRoutes.getAccessToken,
  body: lazySchema(accountTokenBody),
  meta: { noStore: true },
  handler: async (ctx): Promise<AccessTokenAnswer> => {
    const { auth } = ctx;
    const { providerId, accountId, userId } = ctx.body;
    const owner = await resolveTokenOwner(ctx, userId);
    const provider = supportedProvider(auth, providerId);
    const account = await findOwnedAccount(auth, { userId: owner, providerId, accountId });
    return validAccessToken(auth, { provider, account });
  },
});
