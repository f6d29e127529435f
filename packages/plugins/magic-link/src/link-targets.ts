import { assertSafeRedirect, redirectInput, type Zod } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';

/** Where a link lands: after sign-in, after a sign-up, and on failure. */
export const linkTargetsInput = (z: Zod) => ({
  callbackURL: redirectInput(z).optional(),
  newUserCallbackURL: redirectInput(z).optional(),
  errorCallbackURL: redirectInput(z).optional(),
});

export type LinkTargets = { [K in keyof ReturnType<typeof linkTargetsInput>]?: string | undefined };

/** The link's token and landing places, as the verification routes take them. */
export const verifyInput = (z: Zod) => z.object({ token: z.string().min(1).max(512), ...linkTargetsInput(z) });

/**
 * Every landing place through the core's URL-safety check (403 with the
 * field's code for a foreign origin), before anything else happens: when the
 * link is asked for, and again when it is used, since a link's query can be
 * edited on the way.
 *
 * @example
 * const targets = checkTargets(ctx, ctx.body);
 */
export function checkTargets(ctx: EndpointContext, targets: LinkTargets): LinkTargets {
  const checked: LinkTargets = {};
  for (const field of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL'] as const) {
    const value = targets[field];
    if (value !== undefined) checked[field] = assertSafeRedirect(value, ctx.auth.origins, field);
  }
  return checked;
}
