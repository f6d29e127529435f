import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';

/** The account's phone number: add or change one, proved by a code texted to the new number. */
export function PhoneNumberSection() {
  const { data } = client.useSession();
  const send = useAction();
  const confirm = useAction();
  const [pending, setPending] = useState<string | null>(null);
  const current = data?.user.phoneNumber ?? null;
  const verified = data?.user.phoneNumberVerified === true;

  function onSend(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const phoneNumber = String(new FormData(event.currentTarget).get('phoneNumber'));
    void send.run(
      () => client.phoneNumber.sendOtp({ phoneNumber }),
      () => {
        setPending(phoneNumber);
        return 'We texted a code to that number. In the playground, texts arrive in the development mailbox.';
      },
    );
  }

  function onConfirm(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    if (!pending) return;
    void confirm.run(
      () => client.phoneNumber.verify({ phoneNumber: pending, code, updatePhoneNumber: true }),
      async () => {
        setPending(null);
        send.reset();
        await reloadSession();
        return 'Your phone number is verified.';
      },
    );
  }

  const description = current ? (
    <>
      Your number is <strong>{current}</strong>{' '}
      {verified ? <span className="badge badge-success">verified</span> : <span className="badge badge-warning">not verified</span>}
    </>
  ) : (
    'Add a phone number to sign in with a texted code.'
  );

  return (
    <Section id="phone-number" title="Phone number" description={description}>
      <Alert tone="error">{send.error ?? confirm.error}</Alert>
      <Alert tone="success">{send.done ?? confirm.done}</Alert>
      {pending ? (
        <form key="confirm" onSubmit={onConfirm} className="form form-inline" aria-label="Confirm phone number">
          <TextField label="Code from the text message" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <SubmitButton pending={confirm.pending} pendingLabel="Checking…">
            Verify number
          </SubmitButton>
          <Link href="/mailbox">Open the development mailbox</Link>
        </form>
      ) : (
        <form key="send" onSubmit={onSend} className="form form-inline" aria-label="Add phone number">
          <TextField label={current ? 'New phone number' : 'Phone number'} name="phoneNumber" type="tel" autoComplete="tel" placeholder="+1 415 555 2671" required />
          <SubmitButton pending={send.pending} pendingLabel="Sending…" variant="secondary">
            Text me a code
          </SubmitButton>
        </form>
      )}
    </Section>
  );
}
