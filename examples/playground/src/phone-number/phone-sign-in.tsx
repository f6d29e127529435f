import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';

/** "Sign in with phone": a code texted to the number signs its account in (or creates one), or the number and a password. */
export function PhoneSignIn() {
  const send = useAction();
  const confirm = useAction();
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);

  function onSend(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = String(form.get('phoneNumber'));
    const password = String(form.get('password') ?? '');
    // With a password, the same form signs in at once; without one, it texts a code.
    if (password) return signInWithPassword(number, password);
    void send.run(
      () => client.phoneNumber.sendOtp({ phoneNumber: number }),
      () => {
        setPhoneNumber(number);
        return 'We texted you a code. In the playground, texts arrive in the development mailbox.';
      },
    );
  }

  function signInWithPassword(number: string, password: string): void {
    void send.run(
      () => client.signIn.phoneNumber({ phoneNumber: number, password }),
      async () => {
        await reloadSession();
        if (client.$session.get().data) finishSignIn();
      },
    );
  }

  function onConfirm(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    if (!phoneNumber) return;
    void confirm.run(
      () => client.phoneNumber.verify({ phoneNumber, code }),
      async () => {
        await reloadSession();
        // Without a session the sign-in answered a two-factor challenge, and its page is showing.
        if (client.$session.get().data) finishSignIn();
      },
    );
  }

  return (
    <details className="phone-sign-in" style={{ marginTop: '1rem' }}>
      <summary>Sign in with phone</summary>
      <Alert tone="error">{send.error ?? confirm.error}</Alert>
      <Alert tone="success">{send.done}</Alert>
      {phoneNumber ? (
        <form key="confirm" onSubmit={onConfirm} className="form" aria-label="Enter the texted code">
          <TextField label="Code from the text message" name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          <SubmitButton pending={confirm.pending} pendingLabel="Signing in…" className="button-block">
            Sign in with code
          </SubmitButton>
          <button type="button" className="button button-secondary button-block" onClick={() => setPhoneNumber(null)}>
            Use another number
          </button>
        </form>
      ) : (
        <form key="send" onSubmit={onSend} className="form" aria-label="Sign in with phone">
          <TextField label="Phone number" name="phoneNumber" type="tel" autoComplete="tel" placeholder="+1 415 555 2671" required />
          <TextField label="Password (optional)" name="password" type="password" autoComplete="current-password" hint="Leave empty to get a code by text message." />
          <SubmitButton pending={send.pending} pendingLabel="Sending…" variant="secondary" className="button-block">
            Continue with phone
          </SubmitButton>
        </form>
      )}
    </details>
  );
}
