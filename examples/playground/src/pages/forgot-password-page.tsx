import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { usePlaygroundConfig } from '../lib/use-playground-config.js';

export function ForgotPasswordPage() {
  const action = useAction();
  const config = usePlaygroundConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    // The mailed link goes through /api/auth/reset-password/:token, which redirects here.
    void action.run(
      () => client.requestPasswordReset({ email, redirectTo: '/reset-password' }),
      () => setSentTo(email),
    );
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        {/* The same answer whether or not the account exists: no one learns who has one. */}
        <p>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link works once, for one hour.
        </p>
        <div className="actions">
          {config?.mailbox && (
            <Link className="button button-primary" href="/mailbox">
              Open the development mailbox
            </Link>
          )}
          <Link className="button button-secondary" href="/sign-in">
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new one."
      footer={<Link href="/sign-in">Back to sign in</Link>}
    >
      <Alert tone="error">{action.error}</Alert>
      <form onSubmit={onSubmit} className="form">
        <TextField label="Email" name="email" type="email" autoComplete="email" required autoFocus />
        <SubmitButton pending={action.pending} pendingLabel="Sending…" className="button-block">
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
