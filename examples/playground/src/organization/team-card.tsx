import { useState, type FormEvent } from 'react';
import type { MemberWithUser, TeamRow } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { useList } from '../account/use-list.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { useAction } from '../lib/use-action.js';

/** One team: its members with Remove, a picker of the organization's other members with Add, and removing the team. */
export function TeamCard({ team, members }: { team: TeamRow; members: MemberWithUser[] }) {
  const teamMembers = useList(() => client.organization.listTeamMembers({ query: { teamId: team.id } }));
  const action = useAction();
  const [userId, setUserId] = useState('');
  const inTeam = new Set(teamMembers.items?.map((row) => row.userId));
  const candidates = members.filter((member) => !inTeam.has(member.userId));
  const selected = candidates.some((member) => member.userId === userId) ? userId : (candidates[0]?.userId ?? '');

  async function add(event: FormEvent): Promise<void> {
    event.preventDefault();
    const member = candidates.find((candidate) => candidate.userId === selected);
    if (!member) return;
    await action.run(() => client.organization.addTeamMember({ teamId: team.id, userId: member.userId }), async () => {
      await teamMembers.reload();
      return `Added ${member.user.email} to ${team.name}.`;
    });
  }

  function remove(member: MemberWithUser): void {
    void action.run(() => client.organization.removeTeamMember({ teamId: team.id, userId: member.userId }), async () => {
      await teamMembers.reload();
      return `Removed ${member.user.email} from ${team.name}.`;
    });
  }

  const inTeamMembers = members.filter((member) => inTeam.has(member.userId));
  return (
    <li className="team" aria-label={`Team ${team.name}`}>
      <div className="team-header">
        <p className="list-title">{team.name}</p>
        <button type="button" className="button button-secondary button-small" disabled={action.pending} aria-label={`Remove team ${team.name}`} onClick={() => void action.run(() => client.organization.removeTeam({ teamId: team.id }))}>
          Remove team
        </button>
      </div>
      <Alert tone="error">{action.error ?? teamMembers.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {teamMembers.items?.length === 0 && <p className="list-meta">No members yet: pick one below and add them.</p>}
      <ul className="list" aria-label={`Members of ${team.name}`}>
        {inTeamMembers.map((member) => (
          <li key={member.userId} className="list-item">
            <span>{member.user.email}</span>
            <button type="button" className="button button-secondary button-small" disabled={action.pending} aria-label={`Remove ${member.user.email} from ${team.name}`} onClick={() => remove(member)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      {candidates.length > 0 && (
        <form className="form form-inline" onSubmit={(event) => void add(event)} aria-label={`Add a member to ${team.name}`}>
          <div className="field">
            <label htmlFor={`team-${team.id}-member`}>Member to add</label>
            <select id={`team-${team.id}-member`} className="select" value={selected} onChange={(event) => setUserId(event.target.value)}>
              {candidates.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.user.email}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton variant="secondary" pending={action.pending} pendingLabel="Adding…">
            Add to team
          </SubmitButton>
        </form>
      )}
    </li>
  );
}
