import { useState, type FormEvent } from 'react';
import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/** Rename the organization or change its slug (owners and admins), leave it, or delete it (owners; typing the slug confirms). */
export function OrganizationSettingsSection({ organization }: { organization: FullOrganization }) {
  const action = useAction();
  const exit = useAction();
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const [confirmation, setConfirmation] = useState('');
  const organizationId = organization.id;

  function update(event: FormEvent): void {
    event.preventDefault();
    void action.run(
      () => client.organization.update({ organizationId, data: { name, slug } }),
      () => 'Saved the organization.'
    );
  }

  function remove(event: FormEvent): void {
    event.preventDefault();
    void exit.run(() => client.organization.delete({ organizationId }));
  }

  return (
    <>
      <Section id="organization-settings" title="Settings" description="Owners and admins rename the organization or change its slug.">
        <form className="form" onSubmit={update} aria-label="Organization details">
          <div className="form-row">
            <TextField label="Name" name="organization-name" value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField
              label="URL slug"
              name="organization-slug"
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              hint="Letters, digits, dashes"
              required
            />
          </div>
          <SubmitButton variant="secondary" pending={action.pending} pendingLabel="Saving…">
            Save changes
          </SubmitButton>
        </form>
        <Alert tone="error">{action.error}</Alert>
        <Alert tone="success">{action.done}</Alert>
      </Section>
      <Section
        id="organization-exit"
        title="Leave or delete"
        tone="danger"
        description="Neither can be undone. The last owner cannot leave; only owners can delete."
      >
        <Alert tone="error">{exit.error}</Alert>
        <div className="actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={exit.pending}
            onClick={() => void exit.run(() => client.organization.leave({ organizationId }))}
          >
            Leave organization
          </button>
        </div>
        <form className="form form-inline" onSubmit={remove} aria-label="Delete the organization">
          <TextField
            label={`Type ${organization.slug} to delete the organization`}
            name="confirm-slug"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="off"
          />
          <SubmitButton variant="danger" pending={exit.pending} pendingLabel="Deleting…" disabled={confirmation !== organization.slug}>
            Delete organization
          </SubmitButton>
        </form>
      </Section>
    </>
  );
}
