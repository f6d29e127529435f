import { useListOrganizations } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Link } from '../components/link.js';

/** The account page's way to organizations (on a phone the header has no switcher). */
export function OrganizationsSection() {
  const { data: organizations } = useListOrganizations(client);
  const names = organizations?.map((organization) => organization.name).join(', ');
  return (
    <Section id="organizations" title="Organizations" description={names ? `You belong to ${names}.` : 'You belong to no organization yet.'}>
      <Link href="/organization">Manage organizations</Link>
    </Section>
  );
}
