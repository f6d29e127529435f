import { lazySchema } from '../endpoint/lazy-schema.js';
import { passwordResetRequestBody, startPasswordReset } from '../account/start-password-reset.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { coreRoutes } from './core-routes.js';

/**
 * `POST /forget-password`: the older name of /request-password-reset, kept for
 * existing clients; same behaviour, answers `{ status: true }` only.
 */
export const forgetPassword = defineEndpoint({
  ...coreRoutes.forgetPassword,
  body: lazySchema(passwordResetRequestBody),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ status: true }> => {
    startPasswordReset(ctx, { email: ctx.body.email, redirectTo: ctx.body.redirectTo });
    return { status: true };
  },
});
