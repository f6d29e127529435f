import { defineEndpoint, lazySchema, type EndpointContext } from 'latchkey/plugins';
import type { DeviceCodeAnswer } from '../device-code-answer.js';
import { clientIdInput } from '../client-id-input.js';
import { createDeviceCode, type CreatedDeviceCode } from '../create-device-code.js';
import { deviceAuthorizationKey } from '../device-authorization-options.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { formatUserCode } from '../user-code.js';
import { verificationURI } from '../verification-uri.js';
import { deviceAuthorizationRoutes } from '../routes.js';

export type { DeviceCodeAnswer };

/**
 * `POST /device/code` (RFC 8628 §3.1): a device asks for a device code (its
 * secret, to poll with) and a user code (to show, with the page to enter it
 * on). JSON or form-encoded, as OAuth clients send it.
 */
export const deviceCode = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceCode,
  body: lazySchema((z) => z.object({ client_id: clientIdInput(z), scope: z.string().max(1024).optional() })),
  meta: { accepts: ['json', 'form'], noStore: true },
  handler: async (ctx): Promise<DeviceCodeAnswer | OAuthErrorBody> => {
    const options = deviceAuthorizationKey.options(ctx.auth);
    if (!(await options.validateClient(ctx.body.client_id))) return oauthError(ctx, 'invalid_client');
    const scope = ctx.body.scope?.trim() || null;
    return deviceCodeAnswer(ctx, await createDeviceCode(ctx.auth, { clientId: ctx.body.client_id, scope, options }));
  },
});

/**
 * What the device is told about a new code: both codes, the page, and the pace.
 *
 * @example
 * return deviceCodeAnswer(ctx, await createDeviceCode(ctx.auth, { clientId, scope, options }));
 */
export function deviceCodeAnswer(ctx: EndpointContext, created: CreatedDeviceCode): DeviceCodeAnswer {
  const options = deviceAuthorizationKey.options(ctx.auth);
  const uri = verificationURI(ctx, options.verificationURI);
  const userCode = formatUserCode(created.userCode);
  const complete = new URL(uri);
  complete.searchParams.set('user_code', userCode);
  return {
    device_code: created.deviceCode,
    user_code: userCode,
    verification_uri: uri,
    verification_uri_complete: complete.toString(),
    expires_in: options.expiresIn,
    interval: options.interval,
  };
}
