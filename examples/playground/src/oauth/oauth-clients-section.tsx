import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import type { Action } from '../lib/use-action.js';
import type { IssuedSecret } from './create-oauth-client-section.js';
import { OAuthClientRow, type OAuthClientItem } from './oauth-client-row.js';

interface OAuthClientsSectionProps {
  clients: { items: OAuthClientItem[] | null; error: string | null; reload(): Promise<void> };
  action: Action;
  onSecret(issued: IssuedSecret): void;
}

/** Every registered client, newest first, never with a secret: change redirect URIs, rotate a secret, delete. */
export function OAuthClientsSection({ clients, action, onSecret }: OAuthClientsSectionProps) {
  function updateRedirectUris(item: OAuthClientItem, redirectUris: string[]): void {
    void action.run(
      () => client.oauth2.updateClient({ clientId: item.clientId, data: { redirectUris } }),
      async () => {
        await clients.reload();
        return `Saved the redirect URIs of ${item.name}.`;
      },
    );
  }

  function rotate(item: OAuthClientItem): void {
    void action.run(async () => {
      const answer = await client.oauth2.rotateClientSecret({ clientId: item.clientId });
      if (answer.data) onSecret({ clientName: item.name, clientId: item.clientId, secret: answer.data.clientSecret });
      return answer;
    });
  }

  function remove(item: OAuthClientItem): void {
    void action.run(
      () => client.oauth2.deleteClient({ clientId: item.clientId }),
      async () => {
        await clients.reload();
        return `Deleted ${item.name}, with its tokens and consents.`;
      },
    );
  }

  return (
    <Section id="oauth-clients" title="Clients" description="The apps that sign people in with the playground. The old secret stops working the moment a new one is issued.">
      <Alert tone="error">{action.error ?? clients.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {clients.items === null && !clients.error && <Loading label="Loading clients…" />}
      {clients.items?.length === 0 && <EmptyState>No clients yet. Register one below with the redirect URI of your app's callback.</EmptyState>}
      <ul className="list">
        {clients.items?.map((item) => (
          <OAuthClientRow
            key={item.clientId}
            item={item}
            pending={action.pending}
            onUpdateRedirectUris={(uris) => updateRedirectUris(item, uris)}
            onRotate={() => rotate(item)}
            onDelete={() => remove(item)}
          />
        ))}
      </ul>
    </Section>
  );
}
