import { lazySchema, defineEndpoint } from 'latchkey/plugins';
import { completeSignIn, type LinkAnswer } from '../complete-sign-in.js';
import { verifyInput } from '../link-targets.js';
import { magicLinkRoutes } from '../routes.js';

/**
 * `POST /magic-link/verify`: uses a link, posted by the page that
 * `GET /magic-link/verify` shows a browser (a form), or by an app (JSON).
 * A sign-in route: a browser's request must come from a trusted origin.
 */
export const confirmMagicLink = defineEndpoint({
  ...magicLinkRoutes.confirmMagicLink,
  body: lazySchema(verifyInput),
  meta: { accepts: ['json', 'form'], authEntry: true, noStore: true },
  handler: (ctx): Promise<LinkAnswer | Response> => completeSignIn(ctx, ctx.body),
});
