import { useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { Section } from '../account/section.js';
import { useList } from '../account/use-list.js';
import { describeAddress, describeUserAgent, formatDateTime } from '../lib/format.js';

type SessionItem = NonNullable<Awaited<ReturnType<typeof client.admin.listUserSessions>>['data']>['sessions'][number];

/** The sessions of the selected user, each revocable, or all at once. */
export function UserSessionsSection({ user }: { user: { id: string; email: string } }) {
  const sessions = useList<SessionItem>(async () => {
    const answer = await client.admin.listUserSessions({ userId: user.id });
    return { data: answer.data?.sessions ?? null, error: answer.error };
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: string, call: () => Promise<{ error: { message: string } | null }>): Promise<void> {
    setBusy(key);
    setError(null);
    const answer = await call();
    if (answer.error) setError(answer.error.message);
    await sessions.reload();
    setBusy(null);
  }

  return (
    <Section id="user-sessions" title={`Sessions of ${user.email}`} description="Revoking a session signs that device out at its next request.">
      <Alert tone="error">{error ?? sessions.error}</Alert>
      {sessions.items === null && !sessions.error && <Loading label="Loading sessions…" />}
      {sessions.items?.length === 0 && <EmptyState>No active sessions: this user is signed out everywhere.</EmptyState>}
      <ul className="list">
        {sessions.items?.map((session) => {
          const device = describeUserAgent(session.userAgent);
          return (
            <li key={session.id} className="list-item" data-testid="user-session">
              <div>
                <p className="list-title">
                  {device} {session.impersonatedBy && <span className="badge badge-warning">impersonation</span>}
                </p>
                <p className="list-meta">
                  From {describeAddress(session.ipAddress)} · signed in {formatDateTime(session.createdAt)}
                </p>
              </div>
              <button type="button" className="button button-secondary button-small" disabled={busy !== null} aria-busy={busy === session.token} onClick={() => void run(session.token, () => client.admin.revokeUserSession({ sessionToken: session.token }))} aria-label={`Revoke ${device}, signed in ${formatDateTime(session.createdAt)}`}>
                {busy === session.token ? 'Revoking…' : 'Revoke'}
              </button>
            </li>
          );
        })}
      </ul>
      {(sessions.items?.length ?? 0) > 1 && (
        <div className="actions">
          <button type="button" className="button button-danger button-small" disabled={busy !== null} onClick={() => void run('all', () => client.admin.revokeUserSessions({ userId: user.id }))}>
            Revoke all sessions
          </button>
        </div>
      )}
    </Section>
  );
}
