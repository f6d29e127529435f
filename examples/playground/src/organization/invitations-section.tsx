import { useState, type FormEvent } from 'react';
import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/** Invite by email (the mail lands in the development mailbox) and cancel pending invitations. */
export function InvitationsSection({ organization }: { organization: FullOrganization }) {
  const action = useAction();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await action.run(() => client.organization.inviteMember({ email, role }), () => `Invitation sent to ${email}.`)) setEmail('');
  }
  return (
    <Section id="invitations" title="Invitations" description="Invitations are valid for 48 hours.">
      <form onSubmit={(event) => void submit(event)} aria-label="Invite a member">
        <TextField label="Email to invite" name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="member">member</option>
            <option value="admin">admin</option>
          </select>
        </div>
        <Alert tone="error">{action.error}</Alert>
        <Alert tone="success">{action.done}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Inviting…">
          Invite
        </SubmitButton>
      </form>
      <ul aria-label="Pending invitations" className="plain-list">
        {organization.invitations.map((invitation) => (
          <li key={invitation.id}>
            {invitation.email} ({invitation.role}){' '}
            <button type="button" className="button button-secondary button-small" onClick={() => void action.run(() => client.organization.cancelInvitation({ invitationId: invitation.id }))}>
              Cancel invitation to {invitation.email}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
