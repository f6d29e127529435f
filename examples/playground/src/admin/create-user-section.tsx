import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SelectField } from '../components/select-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { Section } from '../account/section.js';
import { useAction } from '../lib/use-action.js';

/** Creates a user with a password and a role; the new user can sign in at once. */
export function CreateUserSection({ onCreated }: { onCreated: () => Promise<void> }) {
  const action = useAction();
  const [role, setRole] = useState<'user' | 'admin'>('user');

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = { name: String(data.get('name')), email: String(data.get('email')), password: String(data.get('password')), role };
    await action.run(
      () => client.admin.createUser(input),
      async () => {
        form.reset();
        setRole('user');
        await onCreated();
        return `Created ${input.email}.`;
      },
    );
  }

  return (
    <Section id="create-user" title="Create a user" description="The password must satisfy the same policy as sign-up.">
      <form className="form" onSubmit={(event) => void submit(event)}>
        <div className="form-row">
          <TextField label="Name" name="name" required autoComplete="off" />
          <TextField label="Email" name="email" type="email" required autoComplete="off" />
        </div>
        <div className="form-row">
          <TextField label="Password" name="password" type="password" required autoComplete="new-password" />
          <SelectField label="Role" id="create-user-role" value={role} onChange={(event) => setRole(event.target.value as 'user' | 'admin')} options={['user', 'admin']} />
        </div>
        <Alert tone="error">{action.error}</Alert>
        <Alert tone="success">{action.done}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Creating…">
          Create user
        </SubmitButton>
      </form>
    </Section>
  );
}
