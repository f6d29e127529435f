import { assertSafeRedirect, defineEndpoint, lazySchema, readSession, type CurrentSession, type EndpointContext } from 'latchkey/plugins';
import type { AuthorizationGrant } from '../authorization-grant.js';
import { parseAuthorizationRequest, type AuthorizationRequest } from '../authorization-request.js';
import { authorizationResponse } from '../authorization-response.js';
import { hasConsent } from '../consent-record.js';
import { errorPage } from '../error-page.js';
import { issueCode } from '../issue-code.js';
import { oidcProviderKey } from '../oidc-provider-options.js';
import { issuerOf } from '../issuer-of.js';
import { storePendingConsent } from '../pending-consent.js';
import { clearLoginAfter, loginAfter, signInRedirect } from '../sign-in-redirect.js';
import { oidcProviderRoutes } from '../routes.js';

/** The query's parameters exactly as sent (repeats included), also for `auth.api` calls. */
function queryParamsOf(ctx: EndpointContext): URLSearchParams {
  if (ctx.request) return new URL(ctx.request.url).searchParams;
  return new URLSearchParams(ctx.query as Record<string, string>);
}

/** A form body's parameters; a repeated one arrives as its values, kept repeated so the same rule refuses it. */
function formParamsOf(body: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params;
}

/** Whether the session satisfies `prompt=login`, `select_account` and `max_age`, or the user must sign in (again). */
async function needsSignIn(ctx: EndpointContext, request: AuthorizationRequest, session: CurrentSession): Promise<boolean> {
  const createdAt = new Date(session.session.createdAt).getTime();
  const after = await loginAfter(ctx);
  if (after !== null && createdAt >= after) return false;
  if (request.prompt.has('login') || request.prompt.has('select_account')) return true;
  return request.maxAge !== undefined && Date.now() - createdAt > request.maxAge * 1000;
}

/**
 * Answers an authorization request, whichever way it came. A
 * signed-out user goes to the app's sign-in page and comes back; a client
 * that is not first-party and lacks consent for these scopes sends the user
 * to the consent page; otherwise the browser returns to the client with a
 * code, `state` and `iss`. Errors before the client and redirect URI are
 * trusted show an error page; later ones go back to the client.
 */
async function answerAuthorization(ctx: EndpointContext, params: URLSearchParams): Promise<Response> {
  const parsed = await parseAuthorizationRequest(ctx.auth, params);
  if (!parsed.ok) {
    const { refusal } = parsed;
    if (refusal.kind === 'page') return errorPage(refusal.error, refusal.description);
    const error = { error: refusal.error, error_description: refusal.description };
    return ctx.redirect(authorizationResponse(ctx.auth, { redirectUri: refusal.redirectUri, state: refusal.state, params: error }));
  }
  const { request } = parsed;
  const refuse = (error: string, description: string): Response =>
    ctx.redirect(authorizationResponse(ctx.auth, { redirectUri: request.redirectUri, state: request.state, params: { error, error_description: description } }));

  const session = await readSession(ctx, { disableCookieCache: true });
  const reauthenticate = session !== null && (await needsSignIn(ctx, request, session));
  if (!session || reauthenticate) {
    if (request.prompt.has('none')) return refuse('login_required', 'The user is not signed in');
    const authorizationURL = `${issuerOf(ctx.auth)}/oauth2/authorize?${params.toString()}`;
    return signInRedirect(ctx, { request, authorizationURL, reauthenticate });
  }
  clearLoginAfter(ctx);

  const grant: AuthorizationGrant = {
    clientId: request.client.clientId,
    userId: session.user.id,
    sessionId: session.session.id,
    redirectUri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    nonce: request.nonce,
    codeChallenge: request.codeChallenge,
    resource: request.resource,
    authTime: new Date(session.session.createdAt).getTime(),
  };
  const consented = request.client.firstParty || (!request.prompt.has('consent') && (await hasConsent(ctx.auth, grant)));
  if (!consented) {
    if (request.prompt.has('none')) return refuse('consent_required', 'The user has not consented to these scopes');
    const consentCode = await storePendingConsent(ctx.auth, grant);
    const target = new URL(oidcProviderKey.options(ctx.auth).consentPage, new URL(ctx.auth.baseURL).origin);
    target.searchParams.set('consent_code', consentCode);
    target.searchParams.set('client_id', request.client.clientId);
    target.searchParams.set('scope', request.scope.join(' '));
    return ctx.redirect(assertSafeRedirect(target.toString(), ctx.auth.origins, 'redirectTo'));
  }
  return ctx.redirect(await issueCode(ctx.auth, grant));
}

/**
 * `GET /oauth2/authorize`: the authorization code flow with PKCE S256 (see
 * `answerAuthorization`).
 */
export const authorize = defineEndpoint({
  ...oidcProviderRoutes.oauth2Authorize,
  query: lazySchema((z) => z.record(z.string(), z.string())),
  // Issuing a code gives an app lasting access to the account: sessions acting on someone's behalf
  // (impersonation, API keys, anonymous users) are refused here like on every sensitive route.
  meta: { noStore: true, sensitive: true },
  handler: (ctx): Promise<Response> => answerAuthorization(ctx, queryParamsOf(ctx)),
});

/**
 * `POST /oauth2/authorize` with a form body (OpenID Connect Core §3.1.2.1):
 * the same request and the same rules as the GET. The relying party's page
 * posts it, so it comes from another origin, as a GET navigation does: the
 * Origin check is skipped, and what protects the user is what protects the
 * GET (registered redirect URIs, PKCE, consent). A repeated parameter is
 * refused as in a query.
 */
export const authorizePost = defineEndpoint({
  ...oidcProviderRoutes.oauth2AuthorizePost,
  body: lazySchema((z) => z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  meta: { accepts: ['form'], noStore: true, sensitive: true, skipOriginCheck: true },
  handler: (ctx): Promise<Response> => answerAuthorization(ctx, formParamsOf(ctx.body)),
});
