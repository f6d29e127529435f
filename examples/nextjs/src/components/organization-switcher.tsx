'use client';
import { useState, type FormEvent } from 'react';
import { useActiveOrganization, useListOrganizations } from '@latchkey/organization/react';
import { client } from '../lib/auth-client';

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lists the user's organizations, switches the session's active one, and creates new ones. */
export function OrganizationSwitcher() {
  const { data: organizations } = useListOrganizations(client);
  const { data: active } = useActiveOrganization(client);
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    const { error: failed } = await client.organization.create({ name, slug: slugOf(name) });
    setError(failed ? failed.message : null);
    if (!failed) form.reset();
  }

  return (
    <section>
      <h2>Organization</h2>
      <label>
        Active organization{' '}
        <select
          aria-label="Active organization"
          value={active?.id ?? ''}
          onChange={(event) => void client.organization.setActive({ organizationId: event.target.value || null })}
        >
          <option value="">No organization</option>
          {organizations?.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      </label>
      <p data-testid="active-organization">{active ? `Working in ${active.name}` : 'No active organization'}</p>
      <form onSubmit={(event) => void create(event)}>
        <label>
          New organization <input name="name" required />
        </label>
        <button type="submit">Create</button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
