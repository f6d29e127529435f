import { defineEndpoint, lazySchema, type EndpointContext } from 'latchkey/plugins';
import type { DeviceCodeAnswer } from '../device-code-answer.js';
import { clientIdInput } from '../client-id-input.js';
import { readDeviceForm } from '../device-form.js';
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
 * on). JSON or form-encoded, as OAuth clients send it. A repeated or
 * malformed parameter answers 400 `invalid_request`.
 */
export const deviceCode = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceCode,
  body: lazySchema((z) => {
    const strict = z.object({ client_id: clientIdInput(z), scope: z.string().max(1024).optional() });
    return z.custom<{ client_id: string; scope?: string }>().transform((body) => readDeviceForm(strict, body));
  }),
  meta: { accepts: ['json', 'form'], noStore: true },
  handler: async (ctx): Promise<DeviceCodeAnswer | OAuthErrorBody> => {
    if (!ctx.body.ok) return oauthError(ctx, 'invalid_request', ctx.body.problem);
    const { form } = ctx.body;
    const options = deviceAuthorizationKey.options(ctx.auth);
    if (!(await options.validateClient(form.client_id))) return oauthError(ctx, 'invalid_client');
    const scope = form.scope?.trim() || null;
    return deviceCodeAnswer(ctx, await createDeviceCode(ctx.auth, { clientId: form.client_id, scope, options }));
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
