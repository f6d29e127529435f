import { defineEndpoint, hashTokenSync, lazySchema } from 'latchkey/plugins';
import { claimPoll } from '../claim-poll.js';
import { clientIdInput } from '../client-id-input.js';
import { readDeviceForm } from '../device-form.js';
import { findDeviceCode, isExpired } from '../device-code-record.js';
import { deviceAuthorizationKey } from '../device-authorization-options.js';
import { issueAccessToken, type AccessTokenAnswer } from '../issue-access-token.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { deviceAuthorizationRoutes } from '../routes.js';

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * `POST /device/token` (RFC 8628 §3.4): the device polls with its device code.
 * Answers the access token once, after approval; until then 400 with
 * `authorization_pending`, `slow_down` (polled before its interval passed; the
 * interval grows by 5 seconds and stays grown), `access_denied`,
 * `expired_token` or `invalid_grant` (unknown code, another client's code, or
 * one already spent). A repeated or malformed parameter answers
 * `invalid_request`.
 */
export const deviceToken = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceToken,
  body: lazySchema((z) => {
    const strict = z.object({ grant_type: z.string().max(200), device_code: z.string().min(1).max(256), client_id: clientIdInput(z) });
    return z.custom<{ grant_type: string; device_code: string; client_id: string }>().transform((body) => readDeviceForm(strict, body));
  }),
  meta: { accepts: ['json', 'form'], noStore: true },
  handler: async (ctx): Promise<AccessTokenAnswer | OAuthErrorBody> => {
    if (!ctx.body.ok) return oauthError(ctx, 'invalid_request', ctx.body.problem);
    const { form } = ctx.body;
    if (form.grant_type !== DEVICE_CODE_GRANT) return oauthError(ctx, 'unsupported_grant_type');
    if (!(await deviceAuthorizationKey.options(ctx.auth).validateClient(form.client_id))) return oauthError(ctx, 'invalid_client');
    const record = await findDeviceCode(ctx.auth, { field: 'deviceCode', hash: hashTokenSync(form.device_code) });
    // Another client's code, or one another plugin's token endpoint redeems, is answered like an unknown one.
    if (!record || record.clientId !== form.client_id || (record.redeemer ?? null) !== null) return oauthError(ctx, 'invalid_grant');
    if (isExpired(record)) {
      await ctx.auth.db.delete({ model: 'deviceCode', where: [{ field: 'id', value: record.id }] });
      return oauthError(ctx, 'expired_token');
    }
    if (!(await claimPoll(ctx.auth, record))) return oauthError(ctx, 'slow_down');
    if (record.status === 'pending') return oauthError(ctx, 'authorization_pending');
    if (record.status === 'denied') {
      await ctx.auth.db.delete({ model: 'deviceCode', where: [{ field: 'id', value: record.id }] });
      return oauthError(ctx, 'access_denied');
    }
    return issueAccessToken(ctx, record);
  },
});
