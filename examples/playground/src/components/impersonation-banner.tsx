import { useState } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { navigate } from '../lib/router.js';

/**
 * While an admin acts as someone else, every page says so and offers the
 * way back; the admin's own session returns when they stop.
 */
export function ImpersonationBanner() {
  const { data } = client.useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!data?.session.impersonatedBy) return null;

  async function stop(): Promise<void> {
    setPending(true);
    setError(null);
    const answer = await client.admin.stopImpersonating();
    if (answer.error) setError(answer.error.message);
    await reloadSession();
    setPending(false);
    if (!answer.error) navigate('/admin');
  }

  return (
    <div className="impersonation-banner" role="status" aria-label="Impersonation">
      <p>
        You are impersonating <strong>{data.user.name}</strong> ({data.user.email}). Changes of password, email, linked accounts and API
        keys are blocked.
      </p>
      {error && <p role="alert">{error}</p>}
      <button type="button" className="button button-secondary button-small" onClick={() => void stop()} disabled={pending} aria-busy={pending}>
        {pending ? 'Stopping…' : 'Stop impersonating'}
      </button>
    </div>
  );
}
