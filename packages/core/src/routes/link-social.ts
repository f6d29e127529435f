import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { redirectInput } from '../account/input-schemas.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { userFromIdToken } from '../social/id-token-user.js';
import { linkAccount } from '../social/link-account.js';
import { outcomeError } from '../social/outcome-error.js';
import { requireProvider } from '../social/require-provider.js';
import { idTokenInput, providerIdInput, scopesInput } from '../social/social-inputs.js';
import { startOAuthFlow } from '../social/start-oauth-flow.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import type { DatabaseAdapter } from '../db/adapter.js';

const body = (z: Zod) => z.object({
  provider: providerIdInput(z),
  callbackURL: redirectInput(z).optional(),
  errorCallbackURL: redirectInput(z).optional(),
  disableRedirect: z.boolean().optional(),
  idToken: idTokenInput(z).optional(),
  scopes: scopesInput(z).optional(),
  requestSignUp: z.boolean().optional(),
});

/**
 * `POST /link-social`: links a provider account to the signed-in user. The state
 * record names the user (`link: { email, userId }`), so the callback links to the
 * user who asked, in the browser that asked, and signs nobody in. With `idToken`
 * the token is verified and the account linked at once. Linking is refused when
 * switched off, when the provider does not vouch for the email, when the emails
 * differ (unless allowed) and when the account belongs to another user.
 */
export const linkSocial = defineEndpoint({
  ...coreRoutes.linkSocial,
  meta: { sensitive: true },
  body: lazySchema(body),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ url: string; redirect: boolean; status: true }> => {
    const { auth } = ctx;
    const input = ctx.body;
    const provider = requireProvider(auth, input.provider);
    if (input.callbackURL !== undefined) assertSafeRedirect(input.callbackURL, auth.origins, 'callbackURL');
    if (input.errorCallbackURL !== undefined) assertSafeRedirect(input.errorCallbackURL, auth.origins, 'errorCallbackURL');
    if (auth.options.account?.accountLinking?.enabled === false) throw AuthError.of(CORE_ERROR_CODES, 'LINKING_NOT_ALLOWED');
    const { user } = ctx.session;
    const link = { userId: user.id, email: user.email };
    if (input.idToken) {
      const { userInfo, tokens } = await userFromIdToken(provider, input.idToken);
      const withLink = (tx: DatabaseAdapter): Promise<void> =>
        emitEvent(ctx, { type: 'social-account.linked', detail: { providerId: provider.id } }, { db: tx });
      const outcome = await linkAccount(auth, { provider, userInfo, tokens, link, withLink });
      if (!outcome.ok) throw outcomeError(outcome.code);
      return { url: '', redirect: false, status: true };
    }
    const url = await startOAuthFlow(ctx, {
      provider,
      callbackURL: input.callbackURL ?? '/',
      errorURL: input.errorCallbackURL,
      link,
      requestSignUp: input.requestSignUp,
      scopes: input.scopes,
    });
    return { url, redirect: input.disableRedirect !== true, status: true };
  },
});
