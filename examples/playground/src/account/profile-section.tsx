import type { FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

export function ProfileSection({ name }: { name: string }) {
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('name'));
    void action.run(() => client.updateUser({ name: next }), () => 'Your name is saved.');
  }
  return (
    <Section id="profile" title="Profile">
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      <form onSubmit={onSubmit} className="form form-inline">
        <TextField label="Name" name="name" defaultValue={name} autoComplete="name" required />
        <SubmitButton pending={action.pending} pendingLabel="Saving…">
          Save
        </SubmitButton>
      </form>
    </Section>
  );
}
