import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../lib/format.js';

interface ApiKeyItemProps {
  item: { id: string; name?: string | null; start?: string | null; enabled?: boolean | null; createdAt: Date | string; expiresAt?: Date | string | null };
  pending: boolean;
  onDelete(): void;
  onUpdate(change: { name?: string; enabled?: boolean }, done: string): void;
}

/** One key of the list: its name and first characters, with Rename, Disable or Enable, and Delete. */
export function ApiKeyItem({ item, pending, onDelete, onUpdate }: ApiKeyItemProps) {
  const [renaming, setRenaming] = useState(false);
  const label = item.name ?? item.start ?? 'key';
  const enabled = item.enabled !== false;

  function rename(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name')).trim();
    setRenaming(false);
    onUpdate({ name }, `Renamed the key to ${name}.`);
  }

  return (
    <li className="list-item" data-testid="api-key">
      <div>
        <p className="list-title">
          {item.name ?? 'Unnamed key'} <code>{item.start}…</code> {!enabled && <span className="badge badge-warning">disabled</span>}
        </p>
        <p className="list-meta">
          Created {formatDateTime(item.createdAt)}
          {item.expiresAt ? ` · expires ${formatDateTime(item.expiresAt)}` : ' · never expires'}
        </p>
        {renaming && (
          <form className="form form-inline" onSubmit={rename} aria-label={`Rename key ${label}`}>
            <div className="field">
              <label htmlFor={`rename-${item.id}`}>New name</label>
              <input id={`rename-${item.id}`} name="name" defaultValue={item.name ?? ''} required maxLength={64} autoFocus />
            </div>
            <button type="submit" className="button button-primary button-small">
              Save
            </button>
          </form>
        )}
      </div>
      <div className="row-actions">
        <button type="button" className="button button-secondary button-small" disabled={pending} onClick={() => setRenaming(!renaming)} aria-label={`Rename key ${label}`} aria-expanded={renaming}>
          Rename
        </button>
        <button type="button" className="button button-secondary button-small" disabled={pending} onClick={() => onUpdate({ enabled: !enabled }, enabled ? `Disabled ${label}: it stops working until enabled again.` : `Enabled ${label}.`)} aria-label={`${enabled ? 'Disable' : 'Enable'} key ${label}`}>
          {enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className="button button-secondary button-small" disabled={pending} onClick={onDelete} aria-label={`Delete key ${label}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
