import { useState } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { ApiKeysSection } from '../account/api-keys-section.js';
import { ApiKeysUnavailable } from '../account/api-keys-unavailable.js';
import { ConnectedAppsSection } from '../account/connected-apps-section.js';
import { DeleteAccountSection } from '../account/delete-account-section.js';
import { HandOverSection } from '../account/hand-over-section.js';
import { EmailSection } from '../account/email-section.js';
import { JwtSection } from '../account/jwt-section.js';
import { LinkedAccountsSection, type AccountItem } from '../account/linked-accounts-section.js';
import { PasskeysSection } from '../account/passkeys-section.js';
import { PasswordSection } from '../account/password-section.js';
import { PhoneNumberSection } from '../phone-number/phone-number-section.js';
import { ProfileSection } from '../account/profile-section.js';
import { SessionsSection } from '../account/sessions-section.js';
import { SecurityActivitySection } from '../security/security-activity-section.js';
import { TwoFactorSection } from '../account/two-factor-section.js';
import { useList } from '../account/use-list.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { describeErrorCode } from '../lib/describe-error-code.js';
import { useLocation } from '../lib/router.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { usePlaygroundConfig } from '../lib/use-playground-config.js';
import { OrganizationsSection } from '../organization/organizations-section.js';

export function AccountPage() {
  useDocumentTitle('Account');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading your account…" />;
  if (!data) return <Redirect to="/sign-in" />;
  return <SignedInAccount user={data.user} sessionId={data.session.id} impersonating={Boolean(data.session.impersonatedBy)} />;
}

interface SignedInAccountProps {
  user: { name: string; email: string; emailVerified: boolean; twoFactorEnabled?: boolean | null };
  sessionId: string;
  /** An admin acting as this user: the API refuses them the user's API keys, so the page offers none. */
  impersonating: boolean;
}

function SignedInAccount({ user, sessionId, impersonating }: SignedInAccountProps) {
  const config = usePlaygroundConfig();
  const linkError = useLocation().search.get('error');
  // Bumped when one section changes what another lists (a password change revokes sessions).
  const [version, setVersion] = useState(0);
  const accounts = useList<AccountItem>(() => client.listAccounts(), version);
  const hasPassword = accounts.items?.some((account) => account.providerId === 'credential') ?? false;

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">Your account</h1>
          <p className="lead">
            Signed in as <strong>{user.name}</strong> ({user.email})
          </p>
        </div>
      </header>
      {linkError && <Alert tone="error">{describeErrorCode(linkError)}</Alert>}
      <div className="panels">
        <ProfileSection name={user.name} />
        <OrganizationsSection />
        <EmailSection email={user.email} verified={user.emailVerified} mailbox={config?.mailbox ?? false} />
        <PhoneNumberSection />
        {hasPassword && (
          <PasswordSection
            onChanged={() => {
              setVersion((v) => v + 1);
              void reloadSession();
            }}
          />
        )}
        {hasPassword && <TwoFactorSection enabled={user.twoFactorEnabled === true} onChanged={() => void reloadSession()} />}
        <PasskeysSection />
        <SessionsSection currentSessionId={sessionId} version={version} />
        <ConnectedAppsSection />
        <SecurityActivitySection version={version} />
        <JwtSection />
        {impersonating ? <ApiKeysUnavailable /> : <ApiKeysSection />}
        <HandOverSection />
        <LinkedAccountsSection accounts={accounts.items} providers={config?.providers ?? []} reload={accounts.reload} />
        {accounts.items && <DeleteAccountSection hasPassword={hasPassword} />}
      </div>
    </div>
  );
}
