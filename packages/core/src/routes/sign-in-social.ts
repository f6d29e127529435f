import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { redirectInput } from '../account/input-schemas.js';
import type { UserRow } from '../account/find-user.js';
import type { DatabaseAdapter } from '../db/adapter.js';
import { toPublicRecord } from '../db/public-record.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import type { OAuthProvider } from '../oauth/types.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { issueSession } from '../session/issue-session.js';
import type { User } from '../session/session-types.js';
import { handleOAuthUser } from '../social/handle-oauth-user.js';
import { userFromIdToken, type PostedIdToken } from '../social/id-token-user.js';
import { outcomeError } from '../social/outcome-error.js';
import { requireProvider } from '../social/require-provider.js';
import { idTokenInput, providerIdInput, scopesInput } from '../social/social-inputs.js';
import { startOAuthFlow } from '../social/start-oauth-flow.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const body = (z: Zod) => z.object({
  provider: providerIdInput(z),
  callbackURL: redirectInput(z).optional(),
  newUserCallbackURL: redirectInput(z).optional(),
  errorCallbackURL: redirectInput(z).optional(),
  disableRedirect: z.boolean().optional(),
  idToken: idTokenInput(z).optional(),
  scopes: scopesInput(z).optional(),
  requestSignUp: z.boolean().optional(),
  loginHint: z.string().max(512).optional(),
});

type SignInSocialAnswer = { url: string; redirect: boolean } | { redirect: false; token: string; user: User };

/**
 * `POST /sign-in/social`. Without `idToken`: stores a single-use state record
 * bound to a state cookie and answers the provider's authorization URL. With
 * `idToken`: verifies it against the provider's keys and signs in directly. Every
 * redirect target passes `assertSafeRedirect` here, before it is stored, so the
 * callback never redirects anywhere untrusted.
 */
export const signInSocial = defineEndpoint({
  ...coreRoutes.signInSocial,
  body: lazySchema(body),
  meta: { authEntry: true },
  handler: async (ctx): Promise<SignInSocialAnswer> => {
    const { auth } = ctx;
    const input = ctx.body;
    const provider = requireProvider(auth, input.provider);
    if (input.callbackURL !== undefined) assertSafeRedirect(input.callbackURL, auth.origins, 'callbackURL');
    if (input.newUserCallbackURL !== undefined) assertSafeRedirect(input.newUserCallbackURL, auth.origins, 'newUserCallbackURL');
    if (input.errorCallbackURL !== undefined) assertSafeRedirect(input.errorCallbackURL, auth.origins, 'errorCallbackURL');
    if (input.idToken) return signInWithIdToken(ctx, { provider, idToken: input.idToken, requestSignUp: input.requestSignUp });
    const url = await startOAuthFlow(ctx, {
      provider,
      callbackURL: input.callbackURL ?? '/',
      errorURL: input.errorCallbackURL,
      newUserURL: input.newUserCallbackURL,
      requestSignUp: input.requestSignUp,
      scopes: input.scopes,
      loginHint: input.loginHint,
    });
    return { url, redirect: input.disableRedirect !== true };
  },
});

async function signInWithIdToken(
  ctx: EndpointContext,
  input: { provider: OAuthProvider; idToken: PostedIdToken; requestSignUp: boolean | undefined },
): Promise<{ redirect: false; token: string; user: User }> {
  const { auth } = ctx;
  const { userInfo, tokens } = await userFromIdToken(input.provider, input.idToken);
  const withSignUp = (tx: DatabaseAdapter, user: UserRow): Promise<void> =>
    emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'id-token' }, { db: tx });
  const outcome = await handleOAuthUser(auth, { provider: input.provider, userInfo, tokens, requestSignUp: input.requestSignUp, withSignUp });
  if (!outcome.ok) throw outcomeError(outcome.code);
  const issued = await issueSession(ctx, { user: outcome.user, method: 'id-token' });
  if (issued.kind === 'challenge') return issued.challenge.data as never;
  return { redirect: false, token: issued.token, user: issued.user };
}
