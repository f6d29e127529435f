import { useEffect, useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { navigate, useLocation } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

interface InvitationDetails {
  organizationName: string;
  inviterEmail: string | null;
  role: string;
  email: string;
}

/** Where an invitation mail's link leads: who invites you where, and Accept or Reject. */
export function AcceptInvitationPage() {
  useDocumentTitle('Invitation');
  const id = useLocation().search.get('id') ?? '';
  const { data: session, isPending } = client.useSession();
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const action = useAction();
  useEffect(() => {
    if (!session || !id) return;
    void client.organization.getInvitation({ query: { id } }).then((answer) => {
      setLoadError(answer.error?.message ?? null);
      setDetails((answer.data as InvitationDetails | null) ?? null);
    });
  }, [session, id]);
  if (isPending) return <Loading label="Loading…" />;
  return (
    <div className="page page-narrow">
      <h1 id="page-title">{details ? `Join ${details.organizationName}` : 'Invitation'}</h1>
      {!session && (
        <Alert tone="info">
          <Link href="/sign-in">Sign in</Link> or <Link href="/sign-up">create an account</Link> with the invited address, then open the link again.
        </Alert>
      )}
      <Alert tone="error">{loadError ?? action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {details && !action.done && (
        <>
          <p>
            {details.inviterEmail ?? 'Someone'} invites <strong>{details.email}</strong> to join <strong>{details.organizationName}</strong> as {details.role}.
          </p>
          <div className="row-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={action.pending}
              onClick={() => void action.run(() => client.organization.acceptInvitation({ invitationId: id }), () => navigate('/organization'))}
            >
              Accept
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.pending}
              onClick={() => void action.run(() => client.organization.rejectInvitation({ invitationId: id }), () => 'You declined the invitation.')}
            >
              Reject
            </button>
          </div>
        </>
      )}
    </div>
  );
}
