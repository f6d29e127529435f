import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requestClient } from '../authenticate-client.js';
import { formBodyInput, formParameters } from '../form-parameters.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { readAnyToken } from '../read-access-token.js';
import { revokeFamily } from '../token-family.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/revoke` (RFC 7009), client-authenticated. A refresh token
 * revokes its whole family (the access tokens issued with it too); an access
 * token only itself. Unknown tokens and other clients' tokens answer 200 and
 * change nothing, as the RFC asks.
 */
export const revoke = defineEndpoint({
  ...oidcProviderRoutes.oauth2Revoke,
  body: lazySchema(formBodyInput),
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: async (ctx): Promise<Record<string, never> | OAuthErrorBody> => {
    const read = formParameters(ctx);
    if (!read.ok) return read.refusal;
    const { form } = read;
    const client = await requestClient(ctx, form);
    if ('error' in client) return client;
    if (!form.token) return oauthError(ctx, 'invalid_request', 'token is required');
    const active = await readAnyToken(ctx.auth, form.token, form.token_type_hint);
    if (!active || active.row.clientId !== client.clientId) return {};
    if (active.row.kind === 'refresh') await revokeFamily(ctx.auth, active.row.familyId);
    else await ctx.auth.db.updateMany({ model: 'oauthToken', where: [{ field: 'id', value: active.row.id }], update: { revokedAt: new Date() } });
    return {};
  },
});
