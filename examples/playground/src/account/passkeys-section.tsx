import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { formatDateTime } from '../lib/format.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';
import { useList } from './use-list.js';

type PasskeyItem = NonNullable<Awaited<ReturnType<typeof client.passkey.listUserPasskeys>>['data']>[number];

/** The user's passkeys: add one on this device, rename or delete one (never the last way to sign in). */
export function PasskeysSection() {
  const passkeys = useList<PasskeyItem>(() => client.passkey.listUserPasskeys());
  const action = useAction();

  function add(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name')).trim();
    void action.run(
      () => client.addPasskey(name ? { name } : {}),
      async () => {
        form.reset();
        await passkeys.reload();
        return 'Passkey added. You can sign in with it now.';
      },
    );
  }

  return (
    <Section id="passkeys" title="Passkeys" description="Sign in with your device's screen lock or a security key instead of a password.">
      <Alert tone="error">{action.error ?? passkeys.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {passkeys.items === null && !passkeys.error && <Loading label="Loading passkeys…" />}
      {passkeys.items?.length === 0 && <EmptyState>No passkeys yet. Add one to sign in with this device's screen lock, fingerprint or face instead of a password.</EmptyState>}
      <ul className="list" aria-label="Your passkeys">
        {passkeys.items?.map((key) => <PasskeyRow key={key.id} item={key} action={action} reload={passkeys.reload} />)}
      </ul>
      <form onSubmit={add} className="form" aria-label="Add a passkey">
        <TextField label="Passkey name" name="name" placeholder="e.g. Work laptop" maxLength={255} />
        <SubmitButton pending={action.pending} pendingLabel="Waiting for your device…" variant="secondary">
          Add a passkey
        </SubmitButton>
      </form>
    </Section>
  );
}

function PasskeyRow({ item, action, reload }: { item: PasskeyItem; action: ReturnType<typeof useAction>; reload(): Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  const label = item.name ?? 'Unnamed passkey';

  function rename(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name'));
    void action.run(() => client.passkey.updatePasskey({ id: item.id, name }), async () => {
      setRenaming(false);
      await reload();
      return 'Passkey renamed.';
    });
  }

  const remove = () =>
    void action.run(() => client.passkey.deletePasskey({ id: item.id }), async () => {
      await reload();
      return 'Passkey deleted.';
    });

  return (
    <li className="list-item" data-testid="passkey">
      {renaming ? (
        <form onSubmit={rename} className="form" aria-label={`Rename ${label}`}>
          <TextField label="New name" name="name" defaultValue={item.name ?? ''} required maxLength={255} autoFocus />
          <SubmitButton pending={action.pending} pendingLabel="Saving…" variant="secondary">
            Save
          </SubmitButton>
        </form>
      ) : (
        <div>
          <p className="list-title">
            {label} {item.backedUp && <span className="badge badge-success">synced</span>}
          </p>
          <p className="list-meta">Added {formatDateTime(item.createdAt)}</p>
        </div>
      )}
      {!renaming && (
        <div className="row-actions">
          <button type="button" className="button button-secondary button-small" disabled={action.pending} onClick={() => setRenaming(true)} aria-label={`Rename ${label}`}>
            Rename
          </button>
          <button type="button" className="button button-secondary button-small" disabled={action.pending} onClick={remove} aria-label={`Delete ${label}`}>
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
