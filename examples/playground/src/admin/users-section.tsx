import type { FormEvent } from 'react';
import { client, isAdmin, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { Section } from '../account/section.js';
import { navigate } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';
import type { AdminUserItem, useUserList } from './use-user-list.js';

interface UsersSectionProps {
  list: ReturnType<typeof useUserList>;
  currentUserId: string;
  selectedId: string | null;
  onSelect: (user: AdminUserItem, panel: AdminPanel) => void;
}

/** What the panel under the table shows for the selected user. */
export type AdminPanel = 'sessions' | 'edit';

type Answer = Promise<{ error: { message: string } | null }>;

/** The users table: search by email, pages, and per-user edit, role, ban, sessions and impersonation. */
export function UsersSection({ list, currentUserId, selectedId, onSelect }: UsersSectionProps) {
  const action = useAction();

  async function act(call: () => Answer, done: string): Promise<void> {
    await action.run(call, async () => {
      await list.reload();
      return done;
    });
  }

  async function impersonate(user: AdminUserItem): Promise<void> {
    // No reload of the table afterwards: the browser is now the user, who may not list users.
    if (!(await action.run(() => client.admin.impersonateUser({ userId: user.id })))) return;
    await reloadSession();
    navigate('/account');
  }

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    list.search(String(new FormData(event.currentTarget).get('search')));
  }

  return (
    <Section id="users" title="Users" description={`${list.total} ${list.total === 1 ? 'user' : 'users'}, sorted by name.`}>
      <form className="form form-inline" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="user-search">Search by email</label>
          <input id="user-search" name="search" type="search" autoComplete="off" />
        </div>
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      <Alert tone="error">{action.error ?? list.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {list.users === null && !list.error && <Loading label="Loading users…" />}
      {list.users?.length === 0 && <EmptyState>No user's email contains that. Search for part of an address, or empty the search to see everyone.</EmptyState>}
      {list.users && list.users.length > 0 && (
        <table className="table table-stack">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => {
              const self = user.id === currentUserId;
              const admin = isAdmin(user);
              return (
                <tr key={user.id} data-testid="user-row" aria-selected={user.id === selectedId}>
                  <td data-label="User">
                    <strong>{user.name}</strong>
                    <br />
                    <span className="list-meta">{user.email}</span>
                  </td>
                  <td data-label="Role">{user.role}</td>
                  <td data-label="Status">{user.banned ? <span className="badge badge-danger">banned</span> : <span className="badge badge-success">active</span>}</td>
                  <td data-label="Actions">
                    <div className="row-actions">
                      <button type="button" className="button button-secondary button-small" onClick={() => onSelect(user, 'edit')} aria-label={`Edit ${user.email}`}>
                        Edit
                      </button>
                      <button type="button" className="button button-secondary button-small" onClick={() => onSelect(user, 'sessions')} aria-label={`Sessions of ${user.email}`}>
                        Sessions
                      </button>
                      {!self && (
                        <button type="button" className="button button-secondary button-small" disabled={action.pending} aria-label={`${admin ? 'Make user' : 'Make admin'}: ${user.email}`} onClick={() => void act(() => client.admin.setRole({ userId: user.id, role: admin ? 'user' : 'admin' }), `${user.email} is now ${admin ? 'a user' : 'an admin'}.`)}>
                          {admin ? 'Make user' : 'Make admin'}
                        </button>
                      )}
                      {!self &&
                        (user.banned ? (
                          <button type="button" className="button button-secondary button-small" disabled={action.pending} aria-label={`Unban ${user.email}`} onClick={() => void act(() => client.admin.unbanUser({ userId: user.id }), `Unbanned ${user.email}.`)}>
                            Unban
                          </button>
                        ) : (
                          <button type="button" className="button button-danger button-small" disabled={action.pending} aria-label={`Ban ${user.email}`} onClick={() => void act(() => client.admin.banUser({ userId: user.id, banReason: 'Banned from the admin page' }), `Banned ${user.email}: their sessions are revoked.`)}>
                            Ban
                          </button>
                        ))}
                      {!self && !admin && !user.banned && (
                        <button type="button" className="button button-secondary button-small" disabled={action.pending} aria-label={`Impersonate ${user.email}`} onClick={() => void impersonate(user)}>
                          Impersonate
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <nav className="pager" aria-label="Pages of users">
        <button type="button" className="button button-secondary button-small" disabled={list.page === 0} onClick={() => list.goTo(list.page - 1)}>
          Previous
        </button>
        <span>
          Page {list.page + 1} of {list.pages}
        </span>
        <button type="button" className="button button-secondary button-small" disabled={list.page + 1 >= list.pages} onClick={() => list.goTo(list.page + 1)}>
          Next
        </button>
      </nav>
    </Section>
  );
}
