import { definePlugin } from 'latchkey/plugins';
import type { LatchkeyPlugin } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationEndpoints } from './organization-endpoints.js';
import { organizationKey, resolveOrganizationOptions, type OrganizationOptions, type OrganizationRoles } from './organization-options.js';
import { organizationSchema } from './schema.js';
import type { DefaultOrganizationRoles, TypedOrganizationEndpoints } from './typed-endpoints.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/** The organization plugin of an app whose roles are `R`: its permission inputs are typed by them. */
export type OrganizationPlugin<R extends OrganizationRoles = DefaultOrganizationRoles> = LatchkeyPlugin<
  'organization',
  TypedOrganizationEndpoints<R>,
  typeof organizationSchema,
  typeof ORGANIZATION_ERROR_CODES
>;

/**
 * Organizations: create and manage them, invite and manage members with
 * roles (owner, admin, member, or the organization's own), teams, and an
 * active organization and team on the session. Every route checks that the
 * ids it is given belong to the caller's organization. Permission checks and
 * dynamic roles are typed by the statements of the configured `roles`.
 *
 * @example
 * import { organization } from '@latchkey/organization';
 * const auth = createAuth({
 *   plugins: [organization({ sendInvitationEmail: ({ id, email }) => mailer.send(email, `${APP}/accept-invitation/${id}`) })],
 * });
 */
export function organization<const R extends OrganizationRoles = DefaultOrganizationRoles>(
  options: OrganizationOptions<R> = {},
): OrganizationPlugin<R> {
  const plugin = definePlugin({
    id: 'organization',
    key: organizationKey,
    endpoints: organizationEndpoints,
    schema: organizationSchema,
    errorCodes: ORGANIZATION_ERROR_CODES,
    options: resolveOrganizationOptions(options),
  });
  // The schemas take any resource and check it against the statement at run time; the types narrow them to `R`'s.
  return plugin as unknown as OrganizationPlugin<R>;
}
