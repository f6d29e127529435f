import { ConsentScreen } from '@latchkey/oidc-provider/react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useLocation } from '../lib/router.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * `/oauth/consent`: where the provider sends a signed-in person when an app
 * that is not first-party asks for access it was not given yet. The body is
 * `ConsentScreen` from `@latchkey/oidc-provider/react`: the app's name, the
 * scopes, where the answer goes, Allow and Deny.
 */
export function ConsentPage() {
  useDocumentTitle('Allow access');
  const { search } = useLocation();
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading />;
  if (!data) return <Redirect to="/sign-in" />;
  const consentCode = search.get('consent_code');
  if (!consentCode) {
    return (
      <AuthCard title="Allow access">
        <Alert tone="info">This page answers an app that asks to sign you in with your Latchkey Playground account. Start from that app.</Alert>
      </AuthCard>
    );
  }
  return (
    <div className="auth-card consent">
      <ConsentScreen client={client} consentCode={consentCode} labels={{ asks: 'would like to use your Latchkey Playground account to:' }} />
      <p className="consent-who">
        Signed in as <strong>{data.user.email}</strong>. You can take this access back at any time from Connected apps on your account page.
      </p>
    </div>
  );
}
