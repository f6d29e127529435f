import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { describeErrorCode } from '../lib/describe-error-code.js';
import { useLocation } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';

/** Reached from the reset mail through /api/auth/reset-password/:token, with `?token=` or `?error=`. */
export function ResetPasswordPage() {
  const { search } = useLocation();
  const token = search.get('token');
  const linkError = search.get('error');
  const action = useAction();
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('password'));
    setMismatch(newPassword !== String(form.get('confirm')));
    if (newPassword !== String(form.get('confirm')) || !token) return;
    void action.run(
      () => client.resetPassword({ newPassword, token }),
      async () => {
        // Resetting ends every session, this browser's included.
        await reloadSession();
        setDone(true);
      },
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed" description="Your new password is set, and every session was signed out.">
        <Link className="button button-primary" href="/sign-in">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (linkError || !token) {
    return (
      <AuthCard title="This link does not work">
        <Alert tone="error">{linkError ? describeErrorCode(linkError) : 'The link has no token.'}</Alert>
        <Link className="button button-primary" href="/forgot-password">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description="Pick a password you do not use anywhere else.">
      <Alert tone="error">{mismatch ? 'The two passwords differ.' : action.error}</Alert>
      <form onSubmit={onSubmit} className="form">
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required minLength={8} autoFocus hint="At least 8 characters." />
        <TextField label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required minLength={8} />
        <SubmitButton pending={action.pending} pendingLabel="Saving…" className="button-block">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
