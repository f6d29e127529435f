import { useState, type FormEvent } from 'react';
import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { TeamCard } from './team-card.js';

/** Teams of the active organization: create one, then add and remove its members, or remove it. */
export function TeamsSection({ organization }: { organization: FullOrganization }) {
  const action = useAction();
  const [name, setName] = useState('');
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await action.run(() => client.organization.createTeam({ name }), () => `Created the team ${name}.`)) setName('');
  }
  return (
    <Section id="teams" title="Teams" description="A team groups members of the organization.">
      <form className="form form-inline" onSubmit={(event) => void submit(event)} aria-label="Create a team">
        <TextField label="Team name" name="team" value={name} onChange={(e) => setName(e.target.value)} required />
        <SubmitButton pending={action.pending} pendingLabel="Creating…">
          Create team
        </SubmitButton>
      </form>
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {organization.teams.length === 0 ? (
        <EmptyState>No teams yet. Name one above, then add members to it.</EmptyState>
      ) : (
        <ul aria-label="Teams" className="list">
          {organization.teams.map((team) => (
            <TeamCard key={team.id} team={team} members={organization.members} />
          ))}
        </ul>
      )}
    </Section>
  );
}
