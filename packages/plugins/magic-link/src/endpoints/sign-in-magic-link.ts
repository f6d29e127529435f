import {
  defineEndpoint,
  emailInput,
  endpointURL,
  findUserByEmail,
  generateRandomString,
  storeToken,
  lazySchema,
} from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { claimSend } from '../claim-send.js';
import { LINK_PURPOSE } from '../link-token.js';
import { checkTargets, linkTargetsInput, type LinkTargets } from '../link-targets.js';
import { magicLinkKey } from '../magic-link-options.js';
import { magicLinkRoutes } from '../routes.js';

/**
 * `POST /sign-in/magic-link`: mails a single-use link, valid 5 minutes, whose
 * token is stored only as a hash. Every landing place passes the core's
 * URL-safety check first (403 for a foreign origin). The answer is
 * `{ status: true }` for every address: the lookup and the sending happen
 * after it, and with sign-up off an unknown address gets no mail.
 */
export const signInMagicLink = defineEndpoint({
  ...magicLinkRoutes.signInMagicLink,
  body: lazySchema((z) => z.object({ email: emailInput(z), name: z.string().trim().max(255).optional(), ...linkTargetsInput(z) })),
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<{ status: true }> => {
    const { email, name } = ctx.body;
    const targets = checkTargets(ctx, ctx.body);
    await claimSend(ctx, email);
    ctx.auth.runInBackground(() => mailLink(ctx, { email, name, targets }));
    return { status: true };
  },
});

async function mailLink(ctx: EndpointContext, input: { email: string; name: string | undefined; targets: LinkTargets }): Promise<void> {
  const options = magicLinkKey.options(ctx.auth);
  if (options.disableSignUp && !(await findUserByEmail(ctx.auth, input.email))) return;
  const token = generateRandomString(32);
  const value = JSON.stringify({ email: input.email, ...(input.name ? { name: input.name } : {}) });
  await storeToken(ctx.auth, { purpose: LINK_PURPOSE, token, value, expiresIn: options.expiresIn });
  const url = endpointURL(ctx, '/magic-link/verify', { token, ...input.targets });
  await options.sendMagicLink({ email: input.email, url, token }, ctx.request);
}
