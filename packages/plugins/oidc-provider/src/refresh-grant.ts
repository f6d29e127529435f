import { hashTokenSync, type EndpointContext } from 'latchkey/plugins';
import type { FormBody } from './authenticate-client.js';
import type { StoredClient } from './client-record.js';
import { issueTokens, type TokenAnswer } from './issue-tokens.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';
import { isSubset, parseScope } from './scopes.js';
import { sessionAllows } from './session-bound.js';
import { isActive, revokeFamily, type TokenRow } from './token-family.js';

const INVALID = 'The refresh token is invalid, expired or revoked';

/**
 * `grant_type=refresh_token`: rotates the refresh token on every use. The old
 * one is spent by one conditional update; presenting a spent one again is
 * reuse (a copy was stolen, or the client leaked it) and revokes the whole
 * family, the legitimate holder's newest tokens included. `scope` may narrow
 * the grant, never widen it. A token without `offline_access` is refused once
 * the session it came from has ended.
 */
export async function refreshGrant(ctx: EndpointContext, input: { client: StoredClient; body: FormBody }): Promise<TokenAnswer | OAuthErrorBody> {
  const { body, client } = input;
  if (!body.refresh_token) return oauthError(ctx, 'invalid_request', 'refresh_token is required');
  const row = await ctx.auth.db.findOne<TokenRow>({
    model: 'oauthToken',
    where: [
      { field: 'tokenHash', value: hashTokenSync(body.refresh_token) },
      { field: 'kind', value: 'refresh' },
    ],
  });
  if (!row || row.clientId !== client.clientId) return oauthError(ctx, 'invalid_grant', INVALID);
  if (row.usedAt !== null) {
    await revokeFamily(ctx.auth, row.familyId);
    return oauthError(ctx, 'invalid_grant', INVALID);
  }
  if (!isActive(row) || !(await sessionAllows(ctx.auth, row))) return oauthError(ctx, 'invalid_grant', INVALID);
  const granted = parseScope(row.scope);
  const scope = body.scope === undefined ? granted : parseScope(body.scope);
  if (!isSubset(scope, granted)) return oauthError(ctx, 'invalid_scope', 'The scope exceeds what was granted');
  const spent = await ctx.auth.db.updateMany({
    model: 'oauthToken',
    where: [
      { field: 'id', value: row.id },
      { field: 'usedAt', value: null },
      { field: 'revokedAt', value: null },
    ],
    update: { usedAt: new Date() },
  });
  if (spent !== 1) {
    await revokeFamily(ctx.auth, row.familyId);
    return oauthError(ctx, 'invalid_grant', INVALID);
  }
  // A narrowed refresh keeps offline_access only if asked for; without it the new refresh token ends with the session.
  const answer = await issueTokens(ctx.auth, {
    client,
    userId: row.userId,
    sessionId: row.sessionId,
    scope,
    resource: row.resource ?? undefined,
    authTime: new Date(row.authTime),
    nonce: undefined,
    familyId: row.familyId,
  });
  return answer ?? oauthError(ctx, 'invalid_grant', INVALID);
}
