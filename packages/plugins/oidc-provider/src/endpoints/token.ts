import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requestClient } from '../authenticate-client.js';
import { deviceCodeGrant } from '../device-grant.js';
import { exchangeCode } from '../exchange-code.js';
import { formBodyInput, formParameters } from '../form-parameters.js';
import { DEVICE_CODE_GRANT } from '../grant-type.js';
import type { TokenAnswer } from '../issue-tokens.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { refreshGrant } from '../refresh-grant.js';
import { supportedGrantTypes } from '../supported-grant-types.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/token` (form-encoded): `authorization_code` with PKCE,
 * `refresh_token`, and the device code (RFC 8628) when the device
 * authorization plugin is on, after client authentication. Every other grant (the
 * password grant, implicit, client credentials) answers
 * `unsupported_grant_type`; a supported grant the client is not registered
 * for answers `unauthorized_client` (RFC 6749 §5.2). A repeated or malformed
 * parameter answers `invalid_request`.
 */
export const token = defineEndpoint({
  ...oidcProviderRoutes.oauth2Token,
  body: lazySchema(formBodyInput),
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: async (ctx): Promise<TokenAnswer | OAuthErrorBody> => {
    ctx.responseHeaders.set('pragma', 'no-cache');
    const read = formParameters(ctx);
    if (!read.ok) return read.refusal;
    const { form } = read;
    const grantType = supportedGrantTypes(ctx.auth).find((supported) => supported === form.grant_type);
    if (!grantType) {
      return oauthError(ctx, form.grant_type ? 'unsupported_grant_type' : 'invalid_request', form.grant_type ? 'Unsupported grant type' : 'grant_type is required');
    }
    const client = await requestClient(ctx, form);
    if ('error' in client) return client;
    if (!client.grantTypes.includes(grantType)) return oauthError(ctx, 'unauthorized_client', 'The client is not registered for this grant type');
    const input = { client, body: form };
    if (grantType === DEVICE_CODE_GRANT) return deviceCodeGrant(ctx, input);
    return grantType === 'authorization_code' ? exchangeCode(ctx, input) : refreshGrant(ctx, input);
  },
});
