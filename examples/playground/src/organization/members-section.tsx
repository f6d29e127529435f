import type { FullOrganization } from '@latchkey/organization/client';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { useAction } from '../lib/use-action.js';

const ROLES = ['owner', 'admin', 'member'];

/** Members with their roles: owners and admins change roles and remove members; the server decides what is allowed. */
export function MembersSection({ organization, currentUserId }: { organization: FullOrganization; currentUserId: string }) {
  const action = useAction();
  return (
    <Section id="members" title="Members" description="Owners and admins change roles and remove members; the server refuses anyone else.">
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      <table className="table table-stack" aria-label="Members">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Role</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {organization.members.map((member) => (
            <tr key={member.id}>
              <td data-label="Name">{member.user.name}</td>
              <td data-label="Email">{member.user.email}</td>
              <td data-label="Role">
                <select
                  className="select select-small"
                  aria-label={`Role of ${member.user.email}`}
                  value={member.role}
                  disabled={action.pending}
                  onChange={(event) => {
                    const role = event.target.value;
                    void action.run(() => client.organization.updateMemberRole({ memberId: member.id, role }), () => `${member.user.email} is now ${role}.`);
                  }}
                >
                  {[...new Set([member.role, ...ROLES])].map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label="Actions">
                {member.userId === currentUserId ? (
                  <span className="list-meta">You</span>
                ) : (
                  <button
                    type="button"
                    className="button button-danger button-small"
                    disabled={action.pending}
                    aria-label={`Remove ${member.user.email}`}
                    onClick={() => void action.run(() => client.organization.removeMember({ memberIdOrEmail: member.id }), () => `Removed ${member.user.email}.`)}
                  >
                    Remove
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
