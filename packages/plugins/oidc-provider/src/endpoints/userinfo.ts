import { defineEndpoint, findUserById, type EndpointContext } from 'latchkey/plugins';
import { readAccessToken } from '../read-access-token.js';
import { parseScope } from '../scopes.js';
import { userClaims } from '../user-claims.js';
import { oidcProviderRoutes } from '../routes.js';

function bearerOf(headers: Headers): string | null {
  return /^Bearer ([\x21-\x7e]+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null;
}

/** The claims an active access token with `openid` releases, or a 401 with an RFC 6750 challenge. */
async function answerUserinfo(ctx: EndpointContext): Promise<Record<string, unknown> | Response> {
  const bearer = bearerOf(ctx.headers);
  const active = bearer ? await readAccessToken(ctx.auth, bearer) : null;
  const scope = active ? parseScope(active.row.scope) : [];
  const user = active && scope.includes('openid') ? await findUserById(ctx.auth, active.row.userId) : null;
  if (!active || !user) {
    const challenge = bearer ? 'Bearer error="invalid_token", error_description="The access token is invalid"' : 'Bearer';
    return new Response(JSON.stringify({ error: 'invalid_token', error_description: 'A valid access token is required' }), {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': challenge, 'cache-control': 'no-store' },
    });
  }
  return userClaims(ctx.auth, { user, scope });
}

/**
 * `GET /oauth2/userinfo` with `Authorization: Bearer <access token>`
 * (OpenID Connect Core §5.3): the claims the token's scopes release. The
 * token must carry `openid` and still be active. Without one: 401 with an
 * RFC 6750 challenge.
 */
export const userinfo = defineEndpoint({
  ...oidcProviderRoutes.oauth2Userinfo,
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: answerUserinfo,
});

/** `POST /oauth2/userinfo`: the same answer, for relying parties that post (OpenID Connect Core §5.3). */
export const userinfoPost = defineEndpoint({
  ...oidcProviderRoutes.oauth2UserinfoPost,
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: answerUserinfo,
});
