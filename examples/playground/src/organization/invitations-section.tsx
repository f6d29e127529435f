import { useState, type FormEvent } from 'react';
import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { SelectField } from '../components/select-field.js';
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
      <form className="form" onSubmit={(event) => void submit(event)} aria-label="Invite a member">
        <div className="form-row">
          <TextField label="Email to invite" name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <SelectField label="Role" id="invite-role" value={role} onChange={(e) => setRole(e.target.value)} options={['member', 'admin']} />
        </div>
        <Alert tone="error">{action.error}</Alert>
        <Alert tone="success">{action.done}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Inviting…">
          Invite
        </SubmitButton>
      </form>
      {organization.invitations.length === 0 ? (
        <EmptyState>No pending invitations. Invite someone by email: the mail's link lets them accept or reject.</EmptyState>
      ) : (
        <ul aria-label="Pending invitations" className="list">
          {organization.invitations.map((invitation) => (
            <li key={invitation.id} className="list-item">
              <div>
                <p className="list-title">{invitation.email}</p>
                <p className="list-meta">Invited as {invitation.role}</p>
              </div>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={action.pending}
                aria-label={`Cancel invitation to ${invitation.email}`}
                onClick={() => void action.run(() => client.organization.cancelInvitation({ invitationId: invitation.id }), () => `Canceled the invitation to ${invitation.email}.`)}
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
