import { useState, type FormEvent } from 'react';
import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/** Teams of the active organization: create and remove. */
export function TeamsSection({ organization }: { organization: FullOrganization }) {
  const action = useAction();
  const [name, setName] = useState('');
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await action.run(() => client.organization.createTeam({ name }))) setName('');
  }
  return (
    <Section id="teams" title="Teams">
      <form onSubmit={(event) => void submit(event)} aria-label="Create a team">
        <TextField label="Team name" name="team" value={name} onChange={(e) => setName(e.target.value)} required />
        <Alert tone="error">{action.error}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Creating…">
          Create team
        </SubmitButton>
      </form>
      <ul aria-label="Teams" className="plain-list">
        {organization.teams.map((team) => (
          <li key={team.id}>
            {team.name}{' '}
            <button type="button" className="button button-secondary button-small" onClick={() => void action.run(() => client.organization.removeTeam({ teamId: team.id }))}>
              Remove team {team.name}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
