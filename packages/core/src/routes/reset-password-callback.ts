import { lazySchema } from '../endpoint/lazy-schema.js';
import { redirectInput } from '../account/input-schemas.js';
import { withQuery } from '../account/with-query.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { peekToken } from '../verification/verification-token.js';
import { coreRoutes } from './core-routes.js';

/**
 * `GET /reset-password/:token`: the link in the reset mail. Checks the token
 * without spending it (mail scanners follow links too) and sends the browser to
 * the app's reset form with `?token=`, or with `?error=INVALID_TOKEN`. The target
 * passes the redirect check before the token is looked at.
 */
export const resetPasswordCallback = defineEndpoint({
  ...coreRoutes.resetPasswordCallback,
  query: lazySchema((z) => z.object({ callbackURL: redirectInput(z) })),
  handler: async (ctx): Promise<Response> => {
    const callbackURL = assertSafeRedirect(ctx.query.callbackURL, ctx.auth.origins, 'callbackURL');
    const token = ctx.params.token ?? '';
    const peeked = await peekToken(ctx.auth, { purpose: 'reset-password', token });
    return ctx.redirect(withQuery(callbackURL, peeked.ok ? { token } : { error: 'INVALID_TOKEN' }));
  },
});
