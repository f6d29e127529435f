import { checkPasswordLength } from '../crypto/check-password-length.js';
import { isCommonPassword } from '../crypto/common-passwords.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import type { NewPasswordInput } from './new-password-input.js';
import { emitEvent } from '../events/emit-event.js';

export type { NewPasswordInput } from './new-password-input.js';

/**
 * The password policy, one step every path that sets a password goes
 * through (sign-up, reset, change, set, and plugin routes such as an admin
 * setting a user's password or a reset by phone code): the configured length
 * bounds first, then the common-password list, then every plugin's
 * `passwordPolicy` (such as compromised passwords). A rule refuses by throwing
 * an `AuthError`. Runs before anything is hashed or written.
 *
 * @example
 * await checkNewPassword(ctx, { password: ctx.body.newPassword, user });
 * const hash = await ctx.auth.password.hasher.hash(ctx.body.newPassword);
 */
export async function checkNewPassword(ctx: EndpointContext, input: NewPasswordInput): Promise<void> {
  const policy = ctx.auth.password;
  checkPasswordLength(input.password, { min: policy.minLength, max: policy.maxLength });
  // Before the plugins' rules, so a password any attacker tries first costs no network lookup.
  if (await isCommonPassword(input.password, { top: policy.commonPasswords })) {
    await emitEvent(ctx, { type: 'password.refused', userId: input.user?.id ?? null, detail: { reason: 'common' } });
    throw AuthError.of(CORE_ERROR_CODES, 'PASSWORD_TOO_COMMON');
  }
  for (const plugin of ctx.auth.plugins) await plugin.passwordPolicy?.(ctx, input);
}
