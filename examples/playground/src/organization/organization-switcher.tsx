import { useActiveOrganization, useListOrganizations } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { Link } from '../components/link.js';

/**
 * The header's organization link and picker: switching sets the session's
 * active organization. Rendered only with a session, so the organization
 * lists are never asked for by someone signed out.
 */
export function OrganizationSwitcher() {
  const { data: organizations } = useListOrganizations(client);
  const { data: active } = useActiveOrganization(client);
  return (
    <>
      <Link href="/organization">Organization</Link>
      <select
        className="select select-small org-switcher"
        aria-label="Active organization"
        value={active?.id ?? ''}
        onChange={(event) => void client.organization.setActive({ organizationId: event.target.value || null })}
      >
        <option value="">No organization</option>
        {organizations?.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
    </>
  );
}
