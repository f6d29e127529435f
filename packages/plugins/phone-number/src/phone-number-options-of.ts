import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedPhoneNumberOptions } from './phone-number-options.js';

/**
 * The options of the phone-number plugin this instance runs. Endpoints are
 * plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 *
 * @example
 * const { expiresIn } = phoneNumberOptionsOf(ctx.auth);
 */
export function phoneNumberOptionsOf(auth: AuthContext): ResolvedPhoneNumberOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'phone-number');
  if (!plugin?.options) throw new Error('Latchkey phone-number: the plugin is not registered on this instance.');
  return plugin.options as ResolvedPhoneNumberOptions;
}
