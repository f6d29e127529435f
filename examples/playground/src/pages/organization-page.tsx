import { useActiveOrganization } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { CreateOrganizationSection } from '../organization/create-organization-section.js';
import { InvitationsSection } from '../organization/invitations-section.js';
import { MembersSection } from '../organization/members-section.js';
import { TeamsSection } from '../organization/teams-section.js';

export function OrganizationPage() {
  useDocumentTitle('Organization');
  const { data, isPending } = client.useSession();
  const active = useActiveOrganization(client);
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
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
              'Create an organization, or pick one in the header.'
            )}
          </p>
        </div>
      </header>
      <div className="panels">
        {organization && <MembersSection organization={organization} currentUserId={data.user.id} />}
        {organization && <InvitationsSection organization={organization} />}
        {organization && <TeamsSection organization={organization} />}
        <CreateOrganizationSection />
      </div>
    </div>
  );
}
