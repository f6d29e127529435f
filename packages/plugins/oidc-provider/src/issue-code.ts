import { generateRandomString, hashTokenSync, type AuthContext } from 'latchkey/plugins';
import type { AuthorizationGrant } from './authorization-grant.js';
import { authorizationResponse } from './authorization-response.js';
import { oidcProviderKey } from './oidc-provider-options.js';

/**
 * Stores a new authorization code for a grant (only its hash) and answers the
 * client's redirect URI carrying it.
 *
 * @example
 * return ctx.redirect(await issueCode(ctx.auth, grant));
 */
export async function issueCode(auth: AuthContext, grant: AuthorizationGrant): Promise<string> {
  const code = generateRandomString(43);
  const now = Date.now();
  await auth.db.create({
    model: 'oauthCode',
    data: {
      id: auth.generateId(),
      codeHash: hashTokenSync(code),
      clientId: grant.clientId,
      userId: grant.userId,
      sessionId: grant.sessionId,
      redirectUri: grant.redirectUri,
      scope: grant.scope.join(' '),
      resource: grant.resource ?? null,
      nonce: grant.nonce ?? null,
      codeChallenge: grant.codeChallenge,
      authTime: new Date(grant.authTime),
      expiresAt: new Date(now + oidcProviderKey.options(auth).codeExpiresIn * 1000),
      usedAt: null,
      createdAt: new Date(now),
    },
  });
  return authorizationResponse(auth, { redirectUri: grant.redirectUri, state: grant.state, params: { code } });
}
