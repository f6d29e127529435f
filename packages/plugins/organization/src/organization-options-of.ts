import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedOrganizationOptions } from './organization-options.js';

/**
 * The options of the organization plugin this instance runs. Endpoints are
 * plain values shared by every instance, so they read their configuration
 * from the instance's plugin list rather than from a closure.
 */
export function organizationOptionsOf(auth: AuthContext): ResolvedOrganizationOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'organization');
  if (!plugin?.options) throw new Error('Latchkey organization: the organization plugin is not registered on this instance.');
  return plugin.options as ResolvedOrganizationOptions;
}
