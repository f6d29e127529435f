import { useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { formatDateTime } from '../lib/format.js';
import type { PlaygroundConfig } from '../lib/use-playground-config.js';
import { Section } from './section.js';

export type AccountItem = NonNullable<Awaited<ReturnType<typeof client.listAccounts>>['data']>[number];

interface LinkedAccountsProps {
  accounts: AccountItem[] | null;
  providers: PlaygroundConfig['providers'];
  reload(): Promise<void>;
}

/** The ways in: the password and social accounts, with link and unlink. */
export function LinkedAccountsSection({ accounts, providers, reload }: LinkedAccountsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (providerId: string): string =>
    providerId === 'credential' ? 'Email and password' : (providers.find((p) => p.id === providerId)?.name ?? providerId);
  const unlinked = providers.filter((provider) => !accounts?.some((account) => account.providerId === provider.id));

  async function unlink(account: AccountItem): Promise<void> {
    setBusy(account.id);
    setError(null);
    const answer = await client.unlinkAccount({ providerId: account.providerId, accountId: account.accountId });
    if (answer.error) setError(answer.error.message);
    await reload();
    setBusy(null);
  }

  async function link(provider: string): Promise<void> {
    setBusy(provider);
    setError(null);
    const answer = await client.linkSocial({ provider, callbackURL: '/account', errorCallbackURL: '/account' });
    if (answer.error || !answer.data?.url) {
      setError(answer.error?.message ?? 'The provider did not answer with a sign-in page.');
      setBusy(null);
      return;
    }
    window.location.assign(answer.data.url);
  }

  return (
    <Section id="accounts" title="Linked accounts" description="The ways you can sign in. You keep at least one.">
      <Alert tone="error">{error}</Alert>
      {accounts === null && <Loading label="Loading accounts…" />}
      <ul className="list">
        {accounts?.map((account) => (
          <li key={account.id} className="list-item">
            <div>
              <p className="list-title">{nameOf(account.providerId)}</p>
              <p className="list-meta">Added {formatDateTime(account.createdAt)}</p>
            </div>
            <button type="button" className="button button-secondary button-small" disabled={busy !== null || accounts.length < 2} aria-busy={busy === account.id} onClick={() => void unlink(account)} title={accounts.length < 2 ? 'Your only way in cannot be removed' : undefined}>
              {busy === account.id ? 'Unlinking…' : 'Unlink'}
            </button>
          </li>
        ))}
      </ul>
      {unlinked.length > 0 && (
        <div className="actions">
          {unlinked.map((provider) => (
            <button key={provider.id} type="button" className="button button-secondary" disabled={busy !== null} aria-busy={busy === provider.id} onClick={() => void link(provider.id)}>
              {busy === provider.id ? `Redirecting to ${provider.name}…` : `Link ${provider.name}`}
            </button>
          ))}
        </div>
      )}
    </Section>
  );
}
