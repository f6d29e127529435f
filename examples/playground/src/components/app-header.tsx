import { useState } from 'react';
import { client, isAdmin } from '../auth-client.js';
import { navigate } from '../lib/router.js';
import { Link } from './link.js';
import { OrganizationSwitcher } from '../organization/organization-switcher.js';

/** Brand, navigation and, when signed in, the organization picker and a sign-out button; on a phone the links wrap to a second row. */
export function AppHeader({ mailbox }: { mailbox: boolean }) {
  const { data, isPending } = client.useSession();
  const [signingOut, setSigningOut] = useState(false);

  async function leave(): Promise<void> {
    setSigningOut(true);
    await client.signOut();
    setSigningOut(false);
    navigate('/sign-in');
  }

  return (
    <header className="app-header">
      <Link href="/" className="brand" aria-label="Latchkey Playground, home">
        <span className="brand-mark" aria-hidden="true">
          L
        </span>
        Latchkey <span className="brand-sub">Playground</span>
      </Link>
      <nav aria-label="Main" className="nav">
        {mailbox && <Link href="/mailbox">Mailbox</Link>}
        {mailbox && <Link href="/webhooks">Webhooks</Link>}
        {isPending ? (
          // Neither set of links until the session is known, so a signed-in user never sees "Sign in" flash.
          <span className="nav-pending" aria-hidden="true" />
        ) : data ? (
          <>
            {isAdmin(data.user) && <Link href="/admin">Admin</Link>}
            <OrganizationSwitcher />
            <Link href="/account">Account</Link>
            <button type="button" className="button button-secondary button-small" onClick={() => void leave()} disabled={signingOut} aria-busy={signingOut}>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </>
        ) : (
          <>
            <Link href="/sign-in">Sign in</Link>
            <Link href="/sign-up" className="button button-primary button-small">
              Sign up
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
