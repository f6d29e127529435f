import { definePlugin } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationEndpoints } from './organization-endpoints.js';
import { organizationKey, resolveOrganizationOptions, type OrganizationOptions } from './organization-options.js';
import { organizationSchema } from './schema.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * Organizations: create and manage them, invite and manage members with
 * roles (owner, admin, member, or the organization's own), teams, and an
 * active organization and team on the session. Every route checks that the
 * ids it is given belong to the caller's organization.
 *
 * @example
 * import { organization } from '@latchkey/organization';
 * const auth = createAuth({
 *   plugins: [organization({ sendInvitationEmail: ({ id, email }) => mailer.send(email, `${APP}/accept-invitation/${id}`) })],
 * });
 */
export function organization(options: OrganizationOptions = {}) {
  return definePlugin({
    id: 'organization',
    key: organizationKey,
    endpoints: organizationEndpoints,
    schema: organizationSchema,
    errorCodes: ORGANIZATION_ERROR_CODES,
    options: resolveOrganizationOptions(options),
  });
}

export type OrganizationPlugin = ReturnType<typeof organization>;
