import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedEmailOTPOptions } from './email-otp-options.js';

/**
 * The options of the email-otp plugin this instance runs. Endpoints are plain
 * values shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function emailOTPOptionsOf(auth: AuthContext): ResolvedEmailOTPOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'email-otp');
  if (!plugin?.options) throw new Error('Latchkey email-otp: the plugin is not registered on this instance.');
  return plugin.options as ResolvedEmailOTPOptions;
}
