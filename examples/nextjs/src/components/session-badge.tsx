'use client';
import { client } from '../lib/auth-client';

/** A client component: `useSession` reads `/api/auth/get-session` and re-renders when the session changes. */
export function SessionBadge() {
  const { data, isPending } = client.useSession();
  if (isPending) return <p>Loading the session in the browser…</p>;
  if (!data) return <p>The browser sees no session.</p>;
  return (
    <p>
      The browser sees <strong data-testid="client-email">{data.user.email}</strong> (read by useSession).
    </p>
  );
}
