import type { FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

export function PasswordSection({ onChanged }: { onChanged(): void }) {
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const revokeOtherSessions = data.get('revokeOtherSessions') === 'on';
    void action.run(
      () =>
        client.changePassword({
          currentPassword: String(data.get('currentPassword')),
          newPassword: String(data.get('newPassword')),
          revokeOtherSessions,
        }),
      () => {
        form.reset();
        onChanged();
        return revokeOtherSessions ? 'Password changed. Your other sessions are signed out.' : 'Password changed.';
      },
    );
  }
  return (
    <Section id="password" title="Password">
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      <form onSubmit={onSubmit} className="form">
        <div className="form-row">
          <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" required minLength={8} />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="revokeOtherSessions" defaultChecked />
          Sign out my other sessions
        </label>
        <SubmitButton pending={action.pending} pendingLabel="Changing password…" variant="secondary">
          Change password
        </SubmitButton>
      </form>
    </Section>
  );
}
