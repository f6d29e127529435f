import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { requestClient } from '../authenticate-client.js';
import { deviceGrantsOf, startDeviceGrant, type DeviceAuthorizationAnswer } from '../device-grant.js';
import { formBodyInput, formParameters } from '../form-parameters.js';
import { DEVICE_CODE_GRANT } from '../grant-type.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/device-authorization` (RFC 8628 §3.1), form-encoded and
 * client-authenticated like the token endpoint: a registered client's device
 * asks for a device code and a user code, and shows the user code with the
 * device plugin's verification page, where the user approves. Without the
 * device authorization plugin it answers 400 `unsupported_grant_type`; a
 * client not registered for the device grant gets `unauthorized_client`.
 */
export const deviceAuthorizationEndpoint = defineEndpoint({
  ...oidcProviderRoutes.oauth2DeviceAuthorization,
  body: lazySchema(formBodyInput),
  meta: { accepts: ['form', 'json'], noStore: true },
  handler: async (ctx): Promise<DeviceAuthorizationAnswer | OAuthErrorBody> => {
    const read = formParameters(ctx);
    if (!read.ok) return read.refusal;
    const grants = deviceGrantsOf(ctx.auth);
    if (!grants) return oauthError(ctx, 'unsupported_grant_type', 'The device flow is not enabled');
    const client = await requestClient(ctx, read.form);
    if ('error' in client) return client;
    if (!client.grantTypes.includes(DEVICE_CODE_GRANT)) return oauthError(ctx, 'unauthorized_client', 'The client is not registered for the device grant');
    return startDeviceGrant(ctx, { grants, client, body: read.form });
  },
});
