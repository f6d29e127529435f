import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import type { AdminUserItem } from './use-user-list.js';

interface EditUserSectionProps {
  user: AdminUserItem;
  self: boolean;
  onChanged(): Promise<void>;
  /** Removes the user; the page reports it, since this panel goes with them. */
  onRemove(): void;
  removing: boolean;
}

/** One user's name, email and verification; a new password (which signs them out everywhere); removing them for good. */
export function EditUserSection({ user, self, onChanged, onRemove, removing }: EditUserSectionProps) {
  const action = useAction();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [emailVerified, setEmailVerified] = useState(user.emailVerified);
  const [confirmation, setConfirmation] = useState('');

  function save(event: FormEvent): void {
    event.preventDefault();
    void action.run(
      () => client.admin.updateUser({ userId: user.id, data: { name, email, emailVerified } }),
      async () => {
        await onChanged();
        return `Saved ${email}.`;
      },
    );
  }

  function setPassword(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = String(new FormData(form).get('new-password'));
    void action.run(
      () => client.admin.setUserPassword({ userId: user.id, newPassword }),
      () => {
        form.reset();
        return `New password set for ${user.email}; their sessions are signed out.`;
      },
    );
  }

  function remove(event: FormEvent): void {
    event.preventDefault();
    onRemove();
  }

  return (
    <Section id="edit-user" title={`Edit ${user.email}`} description="Changes apply at once; the user is not told by mail.">
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      <form className="form" onSubmit={save} aria-label="User details">
        <div className="form-row">
          <TextField label="Name" name="edit-name" value={name} onChange={(e) => setName(e.target.value)} required autoComplete="off" />
          <TextField label="Email" name="edit-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="off" />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={emailVerified} onChange={(e) => setEmailVerified(e.target.checked)} /> Email verified
        </label>
        <SubmitButton variant="secondary" pending={action.pending} pendingLabel="Saving…">
          Save user
        </SubmitButton>
      </form>
      <form className="form form-inline" onSubmit={setPassword} aria-label="Set a password">
        <TextField label="New password" name="new-password" type="password" required autoComplete="new-password" hint="The sign-up policy applies; every session of theirs ends." />
        <SubmitButton variant="secondary" pending={action.pending} pendingLabel="Setting…">
          Set password
        </SubmitButton>
      </form>
      {!self && (
        <form className="form form-inline" onSubmit={remove} aria-label="Remove the user">
          <TextField label={`Type ${user.email} to remove this user`} name="confirm-email" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="off" />
          <SubmitButton variant="danger" pending={removing} pendingLabel="Removing…" disabled={confirmation !== user.email}>
            Remove user
          </SubmitButton>
        </form>
      )}
    </Section>
  );
}
