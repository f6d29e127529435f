import {
  AuthError,
  CORE_ERROR_CODES,
  databaseSessionMiddleware,
  defineEndpoint,
  isFresh,
  lazySchema,
} from 'latchkey/plugins';
import { decideUserCode } from '../decide-user-code.js';
import { deviceAuthorizationKey } from '../device-authorization-options.js';
import { DEVICE_AUTHORIZATION_ERROR_CODES as CODES } from '../error-codes.js';
import { userCodeInput } from '../user-code-input.js';
import { deviceAuthorizationRoutes } from '../routes.js';

/**
 * `POST /device/approve`: the signed-in user lets the device sign in as them.
 * Approving creates a new credential, so it is `sensitive`, needs a fresh
 * session (unless `requireFreshSession: false`) read from the database, and is
 * refused to an impersonation session.
 */
export const deviceApprove = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceApprove,
  body: lazySchema((z) => z.object({ userCode: userCodeInput(z) })),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ success: true }> => {
    const { session } = ctx.session;
    // The admin plugin's field; read by name so this plugin does not depend on it.
    if ((session as { impersonatedBy?: unknown }).impersonatedBy) throw AuthError.of(CODES, 'DEVICE_APPROVAL_NOT_ALLOWED');
    if (deviceAuthorizationKey.options(ctx.auth).requireFreshSession && !isFresh(ctx.auth, session)) {
      throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FRESH');
    }
    return decideUserCode(ctx, { userCode: ctx.body.userCode, status: 'approved' });
  },
});
