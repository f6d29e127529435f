import { defineEndpoint, lazySchema, readSession } from 'latchkey/plugins';
import type { DeviceCodeStatus } from '../device-code-record.js';
import { lookUpUserCode } from '../look-up-user-code.js';
import { openUserCode } from '../open-user-code.js';
import { userCodeInput } from '../user-code-input.js';
import { formatUserCode, normalizeUserCode } from '../user-code.js';
import { deviceAuthorizationKey } from '../device-authorization-options.js';
import { deviceAuthorizationRoutes } from '../routes.js';

export interface DeviceVerifyAnswer {
  user_code: string;
  status: DeviceCodeStatus;
  client_id: string;
  scope: string | null;
  expires_at: string;
}

/**
 * `GET /device?user_code=`: what a code asks for (the client and scope), so the
 * page can show it before the person approves or denies. Signed in, it also
 * opens the code: the first user to open it is the only one who may approve or
 * deny it, and another account is refused (`openUserCode`). The session is read
 * from the database, so a revoked one binds nothing. Wrong codes count towards
 * the guess limits.
 */
export const deviceVerify = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceVerify,
  query: lazySchema((z) => z.object({ user_code: userCodeInput(z) })),
  meta: { noStore: true },
  handler: async (ctx): Promise<DeviceVerifyAnswer> => {
    const record = await lookUpUserCode(ctx, ctx.query.user_code);
    const current = await readSession(ctx, { disableCookieCache: true });
    if (current) await openUserCode(ctx.auth, { record, userId: current.user.id });
    const code = normalizeUserCode(ctx.query.user_code, deviceAuthorizationKey.options(ctx.auth).userCodeLength)!;
    return {
      user_code: formatUserCode(code),
      status: record.status,
      client_id: record.clientId,
      scope: record.scope ?? null,
      expires_at: new Date(record.expiresAt).toISOString(),
    };
  },
});
