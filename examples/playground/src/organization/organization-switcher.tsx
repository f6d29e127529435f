import { useActiveOrganization, useListOrganizations } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { Link } from '../components/link.js';
import { useWideScreen } from './use-wide-screen.js';

/**
 * The header's organization picker: switching sets the session's active
 * organization. On a phone-sized window the header keeps to its essentials,
 * and the account page links to the organization page instead.
 */
export function OrganizationSwitcher() {
  const wide = useWideScreen();
  const { data: organizations } = useListOrganizations(client);
  const { data: active } = useActiveOrganization(client);
  if (!wide) return null;
  return (
    <>
      <Link href="/organization">Organization</Link>
      <select
        className="org-switcher"
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
