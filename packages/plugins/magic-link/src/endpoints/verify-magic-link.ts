import { lazySchema, defineEndpoint, endpointURL } from 'latchkey/plugins';
import { completeSignIn, type LinkAnswer } from '../complete-sign-in.js';
import { confirmPage, isBrowserNavigation } from '../confirm-page.js';
import { checkTargets, verifyInput } from '../link-targets.js';
import { magicLinkRoutes } from '../routes.js';

/**
 * `GET /magic-link/verify`: the link in the mail. A browser opening it gets a
 * tiny page that posts the token back at once (`POST /magic-link/verify`):
 * opening the link spends nothing, so mail scanners that prefetch links do
 * not use up the sign-in. An app calling the route (no browser navigation)
 * uses the link directly: a redirect, or `{ token, user, session }`. The
 * landing places pass the core's URL-safety check first either way.
 */
export const verifyMagicLink = defineEndpoint({
  ...magicLinkRoutes.verifyMagicLink,
  query: lazySchema(verifyInput),
  meta: { noStore: true },
  handler: async (ctx): Promise<LinkAnswer | Response> => {
    const { token, ...targets } = ctx.query;
    const checked = checkTargets(ctx, targets);
    if (isBrowserNavigation(ctx.request)) {
      return confirmPage({ action: endpointURL(ctx, '/magic-link/verify', {}), fields: { token, ...checked } });
    }
    return completeSignIn(ctx, { token, ...checked });
  },
});
