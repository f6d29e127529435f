import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { formatDateTime } from '../lib/format.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';
import { useList } from './use-list.js';

type ConnectedApp = NonNullable<Awaited<ReturnType<typeof client.oauth2.connectedApps>>['data']>['apps'][number];

/** The apps this account signed in to through the playground (`@latchkey/oidc-provider`), each with what it may read and a Revoke. */
export function ConnectedAppsSection() {
  const apps = useList<ConnectedApp>(async () => {
    const answer = await client.oauth2.connectedApps();
    return { data: answer.data?.apps ?? null, error: answer.error };
  });
  const action = useAction();

  function revoke(app: ConnectedApp): void {
    void action.run(
      () => client.oauth2.revokeConnectedApp({ clientId: app.clientId }),
      async () => {
        await apps.reload();
        return `${app.name} no longer has access: its tokens stop working, and it asks again next time.`;
      },
    );
  }

  return (
    <Section id="connected-apps" title="Connected apps" description="Apps you allowed to sign you in with this account. Revoking ends their access at once, refresh tokens included.">
      <Alert tone="error">{action.error ?? apps.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {apps.items === null && !apps.error && <Loading label="Loading connected apps…" />}
      {apps.items?.length === 0 && <EmptyState>No connected apps. When an app asks to sign you in with your Latchkey Playground account and you allow it, it appears here.</EmptyState>}
      <ul className="list">
        {apps.items?.map((app) => (
          <li key={app.clientId} className="list-item" data-testid="connected-app">
            <div>
              <p className="list-title">{app.name}</p>
              <p className="list-meta">
                {app.scopes.join(', ')} · allowed {formatDateTime(app.grantedAt)}
              </p>
            </div>
            <button type="button" className="button button-secondary button-small" disabled={action.pending} onClick={() => revoke(app)} aria-label={`Revoke ${app.name}`}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
