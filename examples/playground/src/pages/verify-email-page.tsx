import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { describeErrorCode } from '../lib/describe-error-code.js';
import { useLocation } from '../lib/router.js';

/**
 * Where a verification or change-of-email link lands, with `?error=` when it failed.
 * Both kinds land here, and an approved change leaves the new address unverified,
 * so the page says what the account shows rather than what the link was.
 */
export function VerifyEmailPage() {
  const { search } = useLocation();
  const error = search.get('error');
  const { data, isPending } = client.useSession();
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
  if (isPending) return <Loading />;
  if (data && !data.user.emailVerified) {
    return (
      <AuthCard title="Email address changed" description={`Your account now uses ${data.user.email}.`}>
        <Alert tone="info">{`It is not verified yet: open the link we sent to ${data.user.email}.`}</Alert>
        <Link className="button button-primary" href="/account">
          Continue to your account
        </Link>
      </AuthCard>
    );
  }
  if (!data && search.has('change')) {
    // Signed out, the page cannot tell an approved change from the new address's verification.
    return (
      <AuthCard title="Link accepted" description="Sign in to see your account.">
        <Alert tone="info">If this link approved a change of address, we sent a verification link to the new one.</Alert>
        <Link className="button button-primary" href="/sign-in">
          Sign in
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
