import { checkPasswordLength } from '../crypto/check-password-length.js';
import type { EndpointContext } from '../endpoint/types.js';

/** What a password rule sees: the new password and, when known, whose it will be. */
export interface NewPasswordInput {
  password: string;
  user?: { id: string; email: string } | null;
}

/**
 * The password policy, one step every path that sets a password goes
 * through (sign-up, reset, change, set, and plugin routes such as an admin
 * setting a user's password or a reset by phone code): the configured length
 * bounds first, then every plugin's `passwordPolicy` (common and compromised
 * passwords). A rule refuses by throwing an `AuthError`. Runs before anything
 * is hashed or written.
 *
 * @example
 * await checkNewPassword(ctx, { password: ctx.body.newPassword, user });
 * const hash = await ctx.auth.password.hasher.hash(ctx.body.newPassword);
 */
export async function checkNewPassword(ctx: EndpointContext, input: NewPasswordInput): Promise<void> {
  const auth = ctx.auth;
  checkPasswordLength(input.password, { min: auth.password.minLength, max: auth.password.maxLength });
  for (const plugin of auth.plugins) await plugin.passwordPolicy?.(ctx, input);
}
