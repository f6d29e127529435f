import { useState, type FormEvent } from 'react';
import { useActiveOrganization } from '@latchkey/organization/react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useRoles } from '../organization/use-roles.js';

const STATEMENTS: Record<string, string[]> = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
};

export function OrganizationRolesPage() {
  useDocumentTitle('Roles');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
  return <RolesConsole />;
}

/** Signed in only, like the organization page: a visitor has no organization to ask for. */
function RolesConsole() {
  const active = useActiveOrganization(client);
  const { roles, error, reload } = useRoles(active.data?.id);
  const action = useAction();
  const [name, setName] = useState('');
  const [granted, setGranted] = useState<Set<string>>(new Set());
  if (active.isPending) return <Loading label="Loading…" />;
  const toggle = (key: string): void => setGranted((old) => new Set(old.has(key) ? [...old].filter((k) => k !== key) : [...old, key]));
  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const permission: Record<string, string[]> = {};
    for (const key of granted) {
      const [resource, act] = key.split(':') as [string, string];
      (permission[resource] ??= []).push(act);
    }
    const created = name;
    const saved = async (): Promise<string> => {
      await reload();
      return `Created the role ${created}.`;
    };
    if (await action.run(() => client.organization.createRole({ role: name, permission }), saved)) {
      setName('');
      setGranted(new Set());
    }
  }
  return (
    <div className="page">
      <h1 id="page-title">Roles</h1>
      <p className="lead">Roles {active.data ? <>of <strong>{active.data.name}</strong></> : 'need an active organization'}, besides owner, admin and member.</p>
      <div className="panels">
        <Section id="roles" title="Custom roles">
          <Alert tone="error">{error ?? action.error}</Alert>
          {roles.length === 0 && (
            <EmptyState>{active.data ? 'No custom roles yet. Create one below by picking what it may do.' : 'Pick an organization in the header first: roles belong to one organization.'}</EmptyState>
          )}
          <ul aria-label="Custom roles" className="list">
            {roles.map((role) => (
              <li key={role.id} className="list-item">
                <div>
                  <p className="list-title">{role.role}</p>
                  <p className="list-meta">{Object.entries(role.permission).map(([resource, actions]) => `${resource} ${(actions ?? []).join('/')}`).join(', ')}</p>
                </div>
                <button type="button" className="button button-secondary button-small" aria-label={`Delete role ${role.role}`} onClick={() => void action.run(() => client.organization.deleteRole({ roleName: role.role }), reload)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="create-role" title="Create a role">
          <form className="form" onSubmit={(event) => void submit(event)} aria-label="Create a role">
            <TextField label="Role name" name="role" value={name} onChange={(e) => setName(e.target.value)} required />
            {Object.entries(STATEMENTS).map(([resource, actions]) => (
              <fieldset key={resource} className="form-fieldset">
                <legend>{resource}</legend>
                {actions.map((act) => (
                  <label key={act} className="checkbox">
                    <input type="checkbox" checked={granted.has(`${resource}:${act}`)} onChange={() => toggle(`${resource}:${act}`)} /> {resource} {act}
                  </label>
                ))}
              </fieldset>
            ))}
            <Alert tone="success">{action.done}</Alert>
            <SubmitButton pending={action.pending} pendingLabel="Creating…">
              Create role
            </SubmitButton>
          </form>
        </Section>
      </div>
    </div>
  );
}
