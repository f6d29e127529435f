import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/** A name and a URL slug; the new organization becomes the active one. */
export function CreateOrganizationSection() {
  const action = useAction();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const ok = await action.run(() => client.organization.create({ name, slug }), () => `Created ${name}.`);
    if (ok) {
      setName('');
      setSlug('');
    }
  }
  return (
    <Section id="create-organization" title="Create an organization" description="You become its owner.">
      <form className="form" onSubmit={(event) => void submit(event)} aria-label="Create an organization">
        <TextField label="Organization name" name="name" value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField label="Slug" name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} hint="Letters, digits, dashes" required />
        <Alert tone="error">{action.error}</Alert>
        <Alert tone="success">{action.done}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Creating…">
          Create organization
        </SubmitButton>
      </form>
    </Section>
  );
}
