import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';

/**
 * "Email me a code" on the sign-in page: a six-digit code goes to the address
 * (the development mailbox here), and typing it signs in, creating the
 * account on a first visit. A user with two-factor goes on to the challenge.
 */
export function EmailCodeSignIn() {
  const action = useAction();
  const [email, setEmail] = useState<string | null>(null);

  function onSend(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('email'));
    void action.run(
      () => client.emailOtp.sendVerificationOtp({ email: address, type: 'sign-in' }),
      () => setEmail(address),
    );
  }

  function onVerify(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp')).trim();
    void action.run(
      () => client.signIn.emailOtp({ email: email!, otp }),
      async () => {
        await reloadSession();
        // Without a session the sign-in answered a two-factor challenge, and its page is showing.
        if (client.$session.get().data) finishSignIn();
      },
    );
  }

  return (
    <section className="social" aria-label="Sign in with an emailed code">
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <Alert tone="error">{action.error}</Alert>
      {email === null ? (
        <form onSubmit={onSend} className="form" aria-label="Email me a code">
          <TextField label="Email for a code" name="email" type="email" autoComplete="email" required />
          <SubmitButton pending={action.pending} pendingLabel="Sending…" variant="secondary" className="button-block">
            Email me a code
          </SubmitButton>
        </form>
      ) : (
        <form onSubmit={onVerify} className="form" aria-label="Sign in with the code">
          <Alert tone="info">We emailed a code to {email}. It works once and expires in 5 minutes.</Alert>
          <TextField label="Code from the email" name="otp" inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          <SubmitButton pending={action.pending} pendingLabel="Signing in…" className="button-block">
            Sign in with the code
          </SubmitButton>
          <button type="button" className="button button-secondary button-block" onClick={() => setEmail(null)}>
            Use another address
          </button>
        </form>
      )}
    </section>
  );
}
