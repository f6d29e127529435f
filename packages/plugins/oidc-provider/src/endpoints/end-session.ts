import { compactVerify, decodeJwt, type JWTPayload } from 'jose';
import { clearSessionCookies, defineEndpoint, emitEvent, endSession, hashTokenSync, lazySchema, readSession, sessionTransaction, type AuthContext } from 'latchkey/plugins';
import { findClient } from '../client-record.js';
import { errorPage } from '../error-page.js';
import { issuerOf } from '../issuer-of.js';
import { hasSigningKey, localKeySet } from '../signing-keys.js';
import { oidcProviderRoutes } from '../routes.js';

/** The claims of an ID token this provider signed, expired or not: a hint names a past sign-in. */
async function hintClaims(auth: AuthContext, hint: string | undefined): Promise<JWTPayload | null> {
  // Before the first key is made, no ID token of ours exists.
  if (!hint || !(await hasSigningKey(auth))) return null;
  try {
    await compactVerify(hint, await localKeySet(auth));
    const claims = decodeJwt(hint);
    return claims.iss === issuerOf(auth) && typeof claims.sub === 'string' ? claims : null;
  } catch {
    return null;
  }
}

function signedOutPage(): Response {
  const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>You are signed out</h1></main></body></html>';
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" } });
}

/**
 * `GET /oauth2/end-session` (OpenID Connect RP-Initiated Logout). With an
 * `id_token_hint` this provider signed for the signed-in user, that session
 * ends. Without one nothing is signed out: another site could otherwise sign
 * users out with a link. `post_logout_redirect_uri` must be registered for
 * the client (named by `client_id` or the hint's audience), else an error
 * page; the browser goes there with `state`, or sees a signed-out page.
 */
export const endSessionEndpoint = defineEndpoint({
  ...oidcProviderRoutes.oauth2EndSession,
  query: lazySchema((z) =>
    z.object({
      id_token_hint: z.string().max(8192).optional(),
      post_logout_redirect_uri: z.string().max(2048).optional(),
      client_id: z.string().max(64).optional(),
      state: z.string().max(2048).optional(),
    }),
  ),
  meta: { noStore: true },
  handler: async (ctx): Promise<Response> => {
    const claims = await hintClaims(ctx.auth, ctx.query.id_token_hint);
    if (ctx.query.id_token_hint && !claims) return errorPage('invalid_request', 'The id_token_hint is not valid');
    const audience = Array.isArray(claims?.aud) ? claims.aud : claims?.aud ? [claims.aud] : [];
    if (ctx.query.client_id && claims && !audience.includes(ctx.query.client_id)) return errorPage('invalid_request', 'The id_token_hint is not for this client');
    let target: string | undefined;
    if (ctx.query.post_logout_redirect_uri !== undefined) {
      const client = await findClient(ctx.auth, ctx.query.client_id ?? audience[0]);
      if (!client || !client.postLogoutRedirectUris.includes(ctx.query.post_logout_redirect_uri)) {
        return errorPage('invalid_request', 'The post_logout_redirect_uri is not registered for this client');
      }
      const url = new URL(ctx.query.post_logout_redirect_uri);
      if (ctx.query.state !== undefined) url.searchParams.set('state', ctx.query.state);
      target = url.toString();
    }
    const current = await readSession(ctx, { disableCookieCache: true });
    if (claims && current && current.user.id === claims.sub) {
      // The end and its sign-out event commit together, as /sign-out's do.
      await sessionTransaction(ctx.auth, async (tx) => {
        const ended = await endSession(ctx.auth, hashTokenSync(current.token), { userId: current.user.id, db: tx });
        if (ended) await emitEvent(ctx, { type: 'sign-out', userId: ended.userId }, { db: tx });
      });
      clearSessionCookies(ctx);
    }
    return target ? ctx.redirect(target) : signedOutPage();
  },
});
