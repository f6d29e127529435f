import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requestClient } from '../authenticate-client.js';
import { DEVICE_CODE_GRANT, deviceCodeGrant, deviceGrantsOf } from '../device-grant.js';
import { exchangeCode } from '../exchange-code.js';
import type { TokenAnswer } from '../issue-tokens.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { refreshGrant } from '../refresh-grant.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/token` (form-encoded): `authorization_code` with PKCE,
 * `refresh_token`, and the device code (RFC 8628) when the device
 * authorization plugin is on, after client authentication. Every other grant (the
 * password grant, implicit, client credentials) answers
 * `unsupported_grant_type`.
 */
export const token = defineEndpoint({
  ...oidcProviderRoutes.oauth2Token,
  body: lazySchema((z) => z.record(z.string(), z.string().max(4096))),
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: async (ctx): Promise<TokenAnswer | OAuthErrorBody> => {
    ctx.responseHeaders.set('pragma', 'no-cache');
    const grantType = ctx.body.grant_type;
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token' && !(grantType === DEVICE_CODE_GRANT && deviceGrantsOf(ctx.auth))) {
      return oauthError(ctx, grantType ? 'unsupported_grant_type' : 'invalid_request', grantType ? 'Unsupported grant type' : 'grant_type is required');
    }
    const client = await requestClient(ctx);
    if ('error' in client) return client;
    const input = { client, body: ctx.body };
    if (grantType === DEVICE_CODE_GRANT) return deviceCodeGrant(ctx, input);
    return grantType === 'authorization_code' ? exchangeCode(ctx, input) : refreshGrant(ctx, input);
  },
});
