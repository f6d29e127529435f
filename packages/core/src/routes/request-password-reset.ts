import { lazySchema } from '../endpoint/lazy-schema.js';
import { passwordResetRequestBody, startPasswordReset } from '../account/start-password-reset.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { coreRoutes } from './core-routes.js';

const MESSAGE = 'If this email exists in our system, check your email for the reset link';

/**
 * `POST /request-password-reset`: mails a single-use reset link to the address if
 * it has an account. The answer is the same whether or not it has one.
 */
export const requestPasswordReset = defineEndpoint({
  ...coreRoutes.requestPasswordReset,
  body: lazySchema(passwordResetRequestBody),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ status: true; message: string }> => {
    startPasswordReset(ctx, { email: ctx.body.email, redirectTo: ctx.body.redirectTo });
    return { status: true, message: MESSAGE };
  },
});
