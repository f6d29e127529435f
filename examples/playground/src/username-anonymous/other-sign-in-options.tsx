import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { navigate } from '../lib/router.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';

/**
 * The sign-in page's other ways in: a username and password (behind a button,
 * so the page keeps one password field until asked), and trying the
 * playground without an account.
 */
export function OtherSignInOptions() {
  const [withUsername, setWithUsername] = useState(false);
  const guest = useAction();

  function tryWithoutAccount(): void {
    void guest.run(
      () => client.signIn.anonymous(),
      async () => {
        await reloadSession();
        navigate('/notes');
      },
    );
  }

  return (
    <div className="form">
      <p className="divider">or</p>
      {withUsername ? (
        <UsernameSignInForm />
      ) : (
        <button type="button" className="button button-secondary button-block" onClick={() => setWithUsername(true)}>
          Use a username instead
        </button>
      )}
      <Alert tone="error">{guest.error}</Alert>
      <button type="button" className="button button-secondary button-block" onClick={tryWithoutAccount} disabled={guest.pending}>
        {guest.pending ? 'Starting…' : 'Try it without an account'}
      </button>
    </div>
  );
}

function UsernameSignInForm() {
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void action.run(
      () => client.signIn.username({ username: String(form.get('username')), password: String(form.get('password')) }),
      async () => {
        await reloadSession();
        // Without a session the sign-in answered a two-factor challenge, and its page is showing.
        if (client.$session.get().data) finishSignIn();
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="form" aria-label="Sign in with a username">
      <Alert tone="error">{action.error}</Alert>
      <TextField label="Username" name="username" autoComplete="username" required autoFocus />
      <TextField label="Your password" name="password" type="password" autoComplete="current-password" required />
      <SubmitButton pending={action.pending} pendingLabel="Signing in…" className="button-block">
        Sign in with username
      </SubmitButton>
    </form>
  );
}
