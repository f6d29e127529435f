import { databaseSessionMiddleware, defineEndpoint, lazySchema } from 'latchkey/plugins';
import { decideUserCode } from '../decide-user-code.js';
import { userCodeInput } from '../user-code-input.js';
import { deviceAuthorizationRoutes } from '../routes.js';

/**
 * `POST /device/deny`: the signed-in user refuses the device; its next poll
 * answers `access_denied`. Refusing grants nothing, so any session may do it.
 */
export const deviceDeny = defineEndpoint({
  ...deviceAuthorizationRoutes.deviceDeny,
  body: lazySchema((z) => z.object({ userCode: userCodeInput(z) })),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ success: true }> => decideUserCode(ctx, { userCode: ctx.body.userCode, status: 'denied' }),
});
