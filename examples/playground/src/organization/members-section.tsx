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
    <Section id="members" title="Members">
      <Alert tone="error">{action.error}</Alert>
      <div className="table-wrap">
        <table className="table" aria-label="Members">
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
                <td>{member.user.name}</td>
                <td>{member.user.email}</td>
                <td>
                  <select
                    aria-label={`Role of ${member.user.email}`}
                    value={member.role}
                    disabled={action.pending}
                    onChange={(event) => void action.run(() => client.organization.updateMemberRole({ memberId: member.id, role: event.target.value }))}
                  >
                    {[...new Set([member.role, ...ROLES])].map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {member.userId !== currentUserId && (
                    <button
                      type="button"
                      className="button button-danger button-small"
                      disabled={action.pending}
                      onClick={() => void action.run(() => client.organization.removeMember({ memberIdOrEmail: member.id }))}
                    >
                      Remove {member.user.email}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
