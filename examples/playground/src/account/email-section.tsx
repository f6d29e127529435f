import type { FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

export function EmailSection({ email, verified, mailbox }: { email: string; verified: boolean; mailbox: boolean }) {
  const change = useAction();
  const resend = useAction();

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const newEmail = String(new FormData(form).get('newEmail'));
    void change.run(
      () => client.changeEmail({ newEmail, callbackURL: '/verify-email?change=1' }),
      () => {
        form.reset();
        // A verified address approves the change; an unverified one is replaced at once.
        return verified
          ? `We sent a link to ${email} to approve the change to ${newEmail}.`
          : `Your email is now ${newEmail}. We sent it a verification link.`;
      },
    );
  }

  function resendVerification(): void {
    void resend.run(
      () => client.sendVerificationEmail({ email, callbackURL: '/verify-email' }),
      () => `We sent a new verification link to ${email}.`,
    );
  }

  return (
    <Section id="email" title="Email" description={<>Your email is <strong>{email}</strong>{' '}{verified ? <span className="badge badge-success">verified</span> : <span className="badge badge-warning">not verified</span>}</>}>
      {!verified && (
        <div className="notice">
          <p>Confirm your address with the link we sent you.</p>
          <Alert tone="error">{resend.error}</Alert>
          <Alert tone="success">{resend.done}</Alert>
          <div className="actions">
            <button type="button" className="button button-secondary" disabled={resend.pending} aria-busy={resend.pending} onClick={resendVerification}>
              {resend.pending ? 'Sending…' : 'Resend verification email'}
            </button>
            {mailbox && <Link href="/mailbox">Open the development mailbox</Link>}
          </div>
        </div>
      )}
      <Alert tone="error">{change.error}</Alert>
      <Alert tone="success">{change.done}</Alert>
      <form onSubmit={onSubmit} className="form form-inline">
        <TextField label="New email" name="newEmail" type="email" autoComplete="email" required />
        <SubmitButton pending={change.pending} pendingLabel="Sending…" variant="secondary">
          Change email
        </SubmitButton>
      </form>
    </Section>
  );
}
