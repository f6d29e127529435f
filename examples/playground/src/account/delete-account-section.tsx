import type { FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { navigate } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

/** Deletes the account at once; with a password, that password must be given. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void action.run(
      () => client.deleteUser(hasPassword ? { password } : {}),
      async () => {
        navigate('/sign-in?deleted=1', { replace: true });
        await reloadSession();
      },
    );
  }
  return (
    <Section id="delete" title="Delete account" tone="danger" description="This removes your account, its sessions and linked accounts. It cannot be undone.">
      <Alert tone="error">{action.error}</Alert>
      <form onSubmit={onSubmit} className="form form-inline">
        {hasPassword && <TextField label="Password" name="password" type="password" autoComplete="current-password" required />}
        <SubmitButton pending={action.pending} pendingLabel="Deleting…" variant="danger">
          Delete my account
        </SubmitButton>
      </form>
    </Section>
  );
}
