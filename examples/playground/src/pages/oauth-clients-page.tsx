import { useState } from 'react';
import { client, isAdmin } from '../auth-client.js';
import { useList } from '../account/use-list.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useAction } from '../lib/use-action.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { CreateOAuthClientSection, type IssuedSecret } from '../oauth/create-oauth-client-section.js';
import type { OAuthClientItem } from '../oauth/oauth-client-row.js';
import { OAuthClientsSection } from '../oauth/oauth-clients-section.js';
import { ShownSecret } from '../oauth/shown-secret.js';

/** `/admin/oauth-clients`: the relying parties of the playground as an OpenID provider, for admins. */
export function OAuthClientsPage() {
  useDocumentTitle('OAuth clients');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
  if (!isAdmin(data.user)) {
    return (
      <div className="page">
        <h1 id="page-title">OAuth clients</h1>
        <Alert tone="info">Only administrators can open this page.</Alert>
      </div>
    );
  }
  return <OAuthClientsConsole />;
}

function OAuthClientsConsole() {
  const clients = useList<OAuthClientItem>(async () => {
    const answer = await client.oauth2.listClients();
    return { data: answer.data?.clients ?? null, error: answer.error };
  });
  const action = useAction();
  const [issued, setIssued] = useState<IssuedSecret | null>(null);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">OAuth clients</h1>
          <p className="lead">
            Apps that sign people in with their playground account (<code>@latchkey/oidc-provider</code>). The issuer is <code className="oauth-code">{`${window.location.origin}/api/auth`}</code>.{' '}
            <Link href="/admin">Back to users</Link>
          </p>
        </div>
      </header>
      {issued && <ShownSecret {...issued} onDone={() => setIssued(null)} />}
      <div className="panels">
        <OAuthClientsSection clients={clients} action={action} onSecret={setIssued} />
        <CreateOAuthClientSection
          onCreated={async (created) => {
            setIssued(created);
            await clients.reload();
          }}
        />
      </div>
    </div>
  );
}
