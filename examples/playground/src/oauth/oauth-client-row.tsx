import { useState, type FormEvent } from 'react';
import type { client } from '../auth-client.js';
import { formatDateTime } from '../lib/format.js';
import { uriLines, UriListField } from './uri-list-field.js';

export type OAuthClientItem = NonNullable<Awaited<ReturnType<typeof client.oauth2.listClients>>['data']>['clients'][number];

interface OAuthClientRowProps {
  item: OAuthClientItem;
  pending: boolean;
  onUpdateRedirectUris(redirectUris: string[]): void;
  onRotate(): void;
  onDelete(): void;
}

/** One registered client: its id, method and URIs, with Edit redirect URIs, Rotate secret (confidential ones) and Delete (confirmed). */
export function OAuthClientRow({ item, pending, onUpdateRedirectUris, onRotate, onDelete }: OAuthClientRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confidential = item.tokenEndpointAuthMethod !== 'none' && item.tokenEndpointAuthMethod !== 'private_key_jwt';

  function save(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setEditing(false);
    onUpdateRedirectUris(uriLines(new FormData(event.currentTarget).get('redirectUris')));
  }

  return (
    <li className="list-item oauth-client" data-testid="oauth-client">
      <div className="oauth-client-body">
        <p className="list-title">
          {item.name} {item.firstParty && <span className="badge badge-success">first-party</span>}{' '}
          {item.registration === 'dynamic' && <span className="badge">registered itself</span>}
        </p>
        <p className="list-meta">
          <code className="oauth-code">{item.clientId}</code> · {item.tokenEndpointAuthMethod} · {item.scope} · registered {formatDateTime(item.createdAt)}
        </p>
        <ul className="oauth-uris" aria-label={`Redirect URIs of ${item.name}`}>
          {item.redirectUris.map((uri) => (
            <li key={uri}>{uri}</li>
          ))}
        </ul>
        {editing && (
          <form className="form" onSubmit={save} aria-label={`Redirect URIs of ${item.name}`}>
            <UriListField label="Redirect URIs" name="redirectUris" defaultValue={item.redirectUris.join('\n')} required autoFocus rows={3} />
            <div className="actions">
              <button type="submit" className="button button-primary button-small">
                Save
              </button>
              <button type="button" className="button button-secondary button-small" onClick={() => setEditing(false)}>
                Cancel
              </button>
            </div>
          </form>
        )}
        {confirming && (
          <div className="notice" role="group" aria-label={`Delete ${item.name}`}>
            <p>Delete {item.name}? Its codes, tokens and consents go with it, and it can no longer sign anyone in.</p>
            <div className="actions">
              <button type="button" className="button button-danger button-small" disabled={pending} onClick={onDelete}>
                Delete for good
              </button>
              <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="row-actions">
        <button type="button" className="button button-secondary button-small" disabled={pending} onClick={() => setEditing(!editing)} aria-expanded={editing} aria-label={`Edit redirect URIs of ${item.name}`}>
          Edit redirect URIs
        </button>
        {confidential && (
          <button type="button" className="button button-secondary button-small" disabled={pending} onClick={onRotate} aria-label={`Rotate secret of ${item.name}`}>
            Rotate secret
          </button>
        )}
        <button type="button" className="button button-secondary button-small" disabled={pending} onClick={() => setConfirming(true)} aria-label={`Delete ${item.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
