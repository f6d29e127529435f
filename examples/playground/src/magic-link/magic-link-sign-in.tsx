import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/**
 * "Email me a link" on the sign-in page: a single-use link goes to the
 * address (the development mailbox here); opening it signs in and lands on
 * the account page, a failure comes back here as `?error=`.
 */
export function MagicLinkSignIn() {
  const action = useAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    void action.run(
      () => client.signIn.magicLink({ email, callbackURL: '/account', errorCallbackURL: '/sign-in' }),
      () => setSentTo(email),
    );
  }

  return (
    <section className="social" aria-label="Sign in with an emailed link">
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <Alert tone="error">{action.error}</Alert>
      {sentTo && <Alert tone="success">We emailed a sign-in link to {sentTo}. It works once and expires in 5 minutes.</Alert>}
      <form onSubmit={onSubmit} className="form" aria-label="Email me a link">
        <TextField label="Email for a link" name="email" type="email" autoComplete="email" required />
        <SubmitButton pending={action.pending} pendingLabel="Sending…" variant="secondary" className="button-block">
          Email me a link
        </SubmitButton>
      </form>
    </section>
  );
}
