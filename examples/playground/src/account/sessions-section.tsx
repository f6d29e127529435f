import { useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { describeAddress, describeUserAgent, formatDateTime } from '../lib/format.js';
import { Section } from './section.js';
import { useList } from './use-list.js';

type SessionItem = NonNullable<Awaited<ReturnType<typeof client.listSessions>>['data']>[number];

/** Every signed-in device of the user; any but this one can be revoked. */
export function SessionsSection({ currentSessionId, version }: { currentSessionId: string; version: number }) {
  const sessions = useList<SessionItem>(() => client.listSessions(), version);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function revoke(token: string): Promise<void> {
    setBusy(token);
    setError(null);
    // `token` from /list-sessions is the stored hash, which /revoke-session accepts.
    const answer = await client.revokeSession({ token });
    if (answer.error) setError(answer.error.message);
    await sessions.reload();
    setBusy(null);
  }

  return (
    <Section id="sessions" title="Sessions" description="Devices where you are signed in. Revoke any you do not recognise.">
      <Alert tone="error">{error ?? sessions.error}</Alert>
      {sessions.items === null && !sessions.error && <Loading label="Loading sessions…" />}
      <ul className="list">
        {sessions.items?.map((session) => {
          const current = session.id === currentSessionId;
          const device = describeUserAgent(session.userAgent);
          return (
            <li key={session.id} className="list-item" data-testid="session">
              <div>
                <p className="list-title">
                  {device} {current && <span className="badge badge-success">this device</span>}
                </p>
                <p className="list-meta">
                  From {describeAddress(session.ipAddress)} · signed in {formatDateTime(session.createdAt)}
                </p>
              </div>
              {!current && (
                <button type="button" className="button button-secondary button-small" disabled={busy !== null} aria-busy={busy === session.token} onClick={() => void revoke(session.token)} aria-label={`Revoke ${device}, signed in ${formatDateTime(session.createdAt)}`}>
                  {busy === session.token ? 'Revoking…' : 'Revoke'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
