import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requestClient } from '../authenticate-client.js';
import { formBodyInput, formParameters } from '../form-parameters.js';
import { audienceOf } from '../issue-tokens.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { issuerOf } from '../issuer-of.js';
import { readAnyToken } from '../read-access-token.js';
import { oidcProviderRoutes } from '../routes.js';

const epoch = (value: Date): number => Math.floor(new Date(value).getTime() / 1000);

/**
 * `POST /oauth2/introspect` (RFC 7662), client-authenticated: whether a token
 * is active, and its claims. A client learns only about its own tokens:
 * another client's token answers `{ active: false }`, as an unknown,
 * expired or revoked one does.
 */
export const introspect = defineEndpoint({
  ...oidcProviderRoutes.oauth2Introspect,
  body: lazySchema(formBodyInput),
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: async (ctx): Promise<Record<string, unknown> | OAuthErrorBody> => {
    const read = formParameters(ctx);
    if (!read.ok) return read.refusal;
    const { form } = read;
    const client = await requestClient(ctx, form);
    if ('error' in client) return client;
    if (!form.token) return oauthError(ctx, 'invalid_request', 'token is required');
    const active = await readAnyToken(ctx.auth, form.token, form.token_type_hint);
    if (!active || active.row.clientId !== client.clientId) return { active: false };
    const { row } = active;
    return {
      active: true,
      scope: row.scope,
      client_id: row.clientId,
      sub: row.userId,
      token_type: row.kind === 'access' ? 'Bearer' : 'refresh_token',
      exp: epoch(row.expiresAt),
      iat: epoch(row.createdAt),
      auth_time: epoch(row.authTime),
      iss: issuerOf(ctx.auth),
      ...(row.kind === 'access' ? { aud: audienceOf(ctx.auth, row.resource), jti: row.id } : {}),
    };
  },
});
