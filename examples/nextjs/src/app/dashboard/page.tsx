import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '../../lib/auth';
import { signOut } from '../actions';
import { SessionBadge } from '../../components/session-badge';
import { OrganizationSwitcher } from '../../components/organization-switcher';

/**
 * A server component: the session comes from the request's cookies, with no
 * round trip from the browser. The proxy already sent signed-out visitors to
 * /sign-in; the check here also covers a session revoked since.
 */
export default async function DashboardPage() {
  const current = await auth.api.getSession({ headers: await headers() });
  if (!current) redirect('/sign-in');
  return (
    <main>
      <h1>Hello, {current.user.name}</h1>
      <p>
        Signed in as <strong data-testid="server-email">{current.user.email}</strong> until{' '}
        {current.session.expiresAt.toISOString()} (read by a server component).
      </p>
      <SessionBadge />
      <OrganizationSwitcher />
      <form action={signOut}>
        <button type="submit">Sign out</button>
      </form>
    </main>
  );
}
