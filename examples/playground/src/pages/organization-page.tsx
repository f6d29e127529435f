import { useActiveOrganization, useListOrganizations } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { EmptyState } from '../components/empty-state.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { CreateOrganizationSection } from '../organization/create-organization-section.js';
import { InvitationsSection } from '../organization/invitations-section.js';
import { MembersSection } from '../organization/members-section.js';
import { OrganizationSettingsSection } from '../organization/organization-settings-section.js';
import { TeamsSection } from '../organization/teams-section.js';

export function OrganizationPage() {
  useDocumentTitle('Organization');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
  return <OrganizationConsole currentUserId={data.user.id} />;
}

/** Signed in only: the organization atoms load on first use, and a visitor has none to load. */
function OrganizationConsole({ currentUserId }: { currentUserId: string }) {
  const active = useActiveOrganization(client);
  const { data: organizations } = useListOrganizations(client);
  if (active.isPending) return <Loading label="Loading your organization…" />;
  const organization = active.data;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">{organization ? organization.name : 'Organization'}</h1>
          <p className="lead">
            {organization ? (
              <>
                Members, invitations and teams of <strong>{organization.slug}</strong>. <Link href="/organization/roles">Roles</Link>
              </>
            ) : (
              'Organizations group people under roles, with invitations by email and teams.'
            )}
          </p>
        </div>
      </header>
      {!organization && (
        <EmptyState>
          {organizations?.length
            ? 'No organization is active in this session: pick one in the header, or create another below.'
            : 'You are in no organization yet: create one below, or accept an invitation from the mailbox.'}
        </EmptyState>
      )}
      <div className="panels">
        {organization && <MembersSection organization={organization} currentUserId={currentUserId} />}
        {organization && <InvitationsSection organization={organization} />}
        {organization && <TeamsSection organization={organization} />}
        {organization && <OrganizationSettingsSection key={organization.id} organization={organization} />}
        <CreateOrganizationSection />
      </div>
    </div>
  );
}
