import { useEffect, useState } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { navigate, useLocation } from '../lib/router.js';

/** Where a one-time link lands: spends the token once and goes to the account. */
export function HandOverPage() {
  const token = useLocation().search.get('token');
  const [error, setError] = useState<string | null>(token ? null : 'This link has no token.');
  useEffect(() => {
    if (!token) return;
    void client.oneTimeToken.verify({ token }).then(async ({ error }) => {
      if (error) return setError(error.message);
      await reloadSession();
      navigate('/account', { replace: true });
    });
  }, [token]);
  if (!error) return <Loading label="Signing you in…" />;
  return (
    <AuthCard title="This link did not work" description="One-time links work once, for three minutes.">
      <Alert tone="error">{error}</Alert>
      <Link href="/sign-in">Sign in</Link>
    </AuthCard>
  );
}
