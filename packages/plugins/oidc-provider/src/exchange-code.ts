import { hashTokenSync, type EndpointContext, type InferRow } from 'latchkey/plugins';
import type { FormBody } from './authenticate-client.js';
import type { StoredClient } from './client-record.js';
import { issueTokens, type TokenAnswer } from './issue-tokens.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';
import { verifiesChallenge } from './pkce.js';
import type { oidcProviderSchema } from './schema.js';
import { parseScope } from './scopes.js';
import { revokeFamily } from './token-family.js';

type CodeRow = InferRow<(typeof oidcProviderSchema)['oauthCode']>;

const INVALID = 'The authorization code is invalid, expired or already used';

/**
 * A replay: the code was already spent. Marked first, then the family is
 * revoked, so a redemption racing this one either finds its tokens revoked
 * or sees the mark and revokes them itself.
 */
async function replayed(ctx: EndpointContext, code: CodeRow): Promise<OAuthErrorBody> {
  await ctx.auth.db.updateMany({ model: 'oauthCode', where: [{ field: 'id', value: code.id }], update: { replayedAt: new Date() } });
  await revokeFamily(ctx.auth, code.id);
  return oauthError(ctx, 'invalid_grant', INVALID);
}

/**
 * `grant_type=authorization_code`: the code must be this client's, for the
 * same redirect URI, with the verifier of its S256 challenge, unexpired and
 * unspent. It is spent by one conditional update (one winner under
 * concurrency); a second use revokes every token issued from it.
 */
export async function exchangeCode(ctx: EndpointContext, input: { client: StoredClient; body: FormBody }): Promise<TokenAnswer | OAuthErrorBody> {
  const { body, client } = input;
  if (!body.code) return oauthError(ctx, 'invalid_request', 'code is required');
  const code = await ctx.auth.db.findOne<CodeRow>({ model: 'oauthCode', where: [{ field: 'codeHash', value: hashTokenSync(body.code) }] });
  if (!code) return oauthError(ctx, 'invalid_grant', INVALID);
  if (code.usedAt !== null) return replayed(ctx, code);
  if (code.clientId !== client.clientId || code.redirectUri !== body.redirect_uri) return oauthError(ctx, 'invalid_grant', INVALID);
  if (!verifiesChallenge(body.code_verifier, code.codeChallenge)) return oauthError(ctx, 'invalid_grant', 'PKCE verification failed');
  if (new Date(code.expiresAt).getTime() <= Date.now()) return oauthError(ctx, 'invalid_grant', INVALID);
  const spent = await ctx.auth.db.updateMany({
    model: 'oauthCode',
    where: [
      { field: 'id', value: code.id },
      { field: 'usedAt', value: null },
    ],
    update: { usedAt: new Date() },
  });
  if (spent !== 1) return replayed(ctx, code);
  const answer = await issueTokens(ctx.auth, {
    client,
    userId: code.userId,
    sessionId: code.sessionId,
    scope: parseScope(code.scope),
    resource: code.resource ?? undefined,
    authTime: new Date(code.authTime),
    nonce: code.nonce ?? undefined,
    familyId: code.id,
  });
  if (!answer) return oauthError(ctx, 'invalid_grant', INVALID);
  const after = await ctx.auth.db.findOne<Pick<CodeRow, 'replayedAt'>>({ model: 'oauthCode', where: [{ field: 'id', value: code.id }] });
  if (after?.replayedAt) {
    await revokeFamily(ctx.auth, code.id);
    return oauthError(ctx, 'invalid_grant', INVALID);
  }
  return answer;
}
