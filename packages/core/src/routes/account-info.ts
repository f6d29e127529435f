import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { getUserInfo } from '../oauth/get-user-info.js';
import { sessionMiddleware } from '../session/session-middleware.js';
import { supportedProvider, validAccessToken } from '../social/account-tokens.js';
import { findUserAccounts } from '../social/social-account.js';
import { coreRoutes } from './core-routes.js';

const input = (z: Zod) => z.object({ accountId: z.string().min(1).max(255) });

export interface AccountInfoAnswer {
  user: { id: string; name: string; email: string | null; image: string | null | undefined; emailVerified: boolean };
  data: unknown;
}

/**
 * Reads the provider's current profile for one of the signed-in user's accounts.
 * `accountId` may be the account row's id or the provider's account id, but it is
 * only ever looked up among the session user's own accounts.
 */
async function readAccountInfo(ctx: EndpointContext & { session: { user: { id: string } } }, accountId: string): Promise<AccountInfoAnswer> {
  const { auth } = ctx;
  const accounts = await findUserAccounts(auth, ctx.session.user.id);
  const account = accounts.find((a) => a.id === accountId) ?? accounts.find((a) => a.accountId === accountId);
  if (!account) throw AuthError.of(CORE_ERROR_CODES, 'ACCOUNT_NOT_FOUND');
  const provider = supportedProvider(auth, account.providerId);
  const { accessToken } = await validAccessToken(auth, { provider, account });
  try {
    // Only the access token: a stored ID token may have expired long ago.
    const { user, profile } = await getUserInfo({ provider, tokens: { accessToken } });
    return {
      user: { id: user.id, name: user.name, email: user.email, image: user.image, emailVerified: user.emailVerified },
      data: profile,
    };
  } catch (error) {
    throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { cause: error });
  }
}

/** `GET /account-info?accountId=`: the provider profile of one of the session user's accounts. */
export const accountInfo = defineEndpoint({
  ...coreRoutes.accountInfo,
  query: lazySchema(input),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: (ctx): Promise<AccountInfoAnswer> => readAccountInfo(ctx, ctx.query.accountId),
});

/** `POST /account-info` with `{ accountId }`: the same answer, for clients that post. */
export const accountInfoPost = defineEndpoint({
  ...coreRoutes.accountInfoPost,
  body: lazySchema(input),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: (ctx): Promise<AccountInfoAnswer> => readAccountInfo(ctx, ctx.body.accountId),
});
