import { useState, type FormEvent } from 'react';
import { client, isAdmin, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { Section } from '../account/section.js';
import { navigate } from '../lib/router.js';
import type { AdminUserItem, useUserList } from './use-user-list.js';

interface UsersSectionProps {
  list: ReturnType<typeof useUserList>;
  currentUserId: string;
  selectedId: string | null;
  onSelect: (user: AdminUserItem) => void;
}

type Answer = Promise<{ error: { message: string } | null }>;

/** The users table: search by email, pages, and per-user role, ban, sessions and impersonation. */
export function UsersSection({ list, currentUserId, selectedId, onSelect }: UsersSectionProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(key: string, call: () => Answer): Promise<boolean> {
    setBusy(key);
    setError(null);
    const answer = await call();
    if (answer.error) setError(answer.error.message);
    await list.reload();
    setBusy(null);
    return !answer.error;
  }

  async function impersonate(user: AdminUserItem): Promise<void> {
    if (!(await act(`impersonate:${user.id}`, () => client.admin.impersonateUser({ userId: user.id })))) return;
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
      <Alert tone="error">{error ?? list.error}</Alert>
      {list.users === null && !list.error && <Loading label="Loading users…" />}
      {list.users?.length === 0 && <p className="list-meta">No user matches.</p>}
      {list.users && list.users.length > 0 && (
        <div className="table-wrap">
          <table className="table">
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
                    <td>
                      <strong>{user.name}</strong>
                      <br />
                      <span className="list-meta">{user.email}</span>
                    </td>
                    <td>{user.role}</td>
                    <td>{user.banned ? <span className="badge badge-danger">banned</span> : <span className="badge badge-success">active</span>}</td>
                    <td>
                      <div className="row-actions">
                        <button type="button" className="button button-secondary button-small" onClick={() => onSelect(user)} aria-label={`Sessions of ${user.email}`}>
                          Sessions
                        </button>
                        {!self && (
                          <button type="button" className="button button-secondary button-small" disabled={busy !== null} aria-label={`${admin ? 'Make user' : 'Make admin'}: ${user.email}`} onClick={() => void act(`role:${user.id}`, () => client.admin.setRole({ userId: user.id, role: admin ? 'user' : 'admin' }))}>
                            {admin ? 'Make user' : 'Make admin'}
                          </button>
                        )}
                        {!self &&
                          (user.banned ? (
                            <button type="button" className="button button-secondary button-small" disabled={busy !== null} aria-label={`Unban ${user.email}`} onClick={() => void act(`ban:${user.id}`, () => client.admin.unbanUser({ userId: user.id }))}>
                              Unban
                            </button>
                          ) : (
                            <button type="button" className="button button-danger button-small" disabled={busy !== null} aria-label={`Ban ${user.email}`} onClick={() => void act(`ban:${user.id}`, () => client.admin.banUser({ userId: user.id, banReason: 'Banned from the admin page' }))}>
                              Ban
                            </button>
                          ))}
                        {!self && !admin && !user.banned && (
                          <button type="button" className="button button-secondary button-small" disabled={busy !== null} aria-label={`Impersonate ${user.email}`} onClick={() => void impersonate(user)}>
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
        </div>
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
