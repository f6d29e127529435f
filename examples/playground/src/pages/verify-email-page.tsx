import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { describeErrorCode } from '../lib/describe-error-code.js';
import { useLocation } from '../lib/router.js';

/** Where a verification or change-of-email link lands, with `?error=` when it failed. */
export function VerifyEmailPage() {
  const error = useLocation().search.get('error');
  const { data } = client.useSession();
  const next = data ? '/account' : '/sign-in';

  if (error) {
    return (
      <AuthCard title="We could not verify your email">
        <Alert tone="error">{describeErrorCode(error)}</Alert>
        <p>Sign in and ask for a new link from your account page.</p>
        <Link className="button button-primary" href={next}>
          {data ? 'Go to your account' : 'Sign in'}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email verified" description="Thank you: your email address is confirmed.">
      <Alert tone="success">{data ? `You are signed in as ${data.user.email}.` : 'You can now sign in.'}</Alert>
      <Link className="button button-primary" href={next}>
        {data ? 'Continue to your account' : 'Sign in'}
      </Link>
    </AuthCard>
  );
}
