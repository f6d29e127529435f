import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

type Method = 'totp' | 'otp' | 'backup';

const LABELS: Record<Method, string> = { totp: 'Authenticator code', otp: 'Emailed code', backup: 'Backup code' };

/** The challenge after the password: a code from the app, an emailed code or a backup code. */
export function TwoFactorPage() {
  useDocumentTitle('Two-factor check');
  const action = useAction();
  const send = useAction();
  const [method, setMethod] = useState<Method>('totp');

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code'));
    const trustDevice = form.get('trustDevice') === 'on';
    const verify = {
      totp: () => client.twoFactor.verifyTotp({ code, trustDevice }),
      otp: () => client.twoFactor.verifyOtp({ code, trustDevice }),
      backup: () => client.twoFactor.verifyBackupCode({ code, trustDevice }),
    }[method];
    void action.run(verify, async () => {
      await reloadSession();
      finishSignIn();
    });
  }

  function choose(next: Method): void {
    setMethod(next);
    action.reset();
    if (next === 'otp') void send.run(() => client.twoFactor.sendOtp(), () => 'We emailed you a code. It is in the mailbox.');
  }

  return (
    <AuthCard title="Two-factor check" description="Your account asks for a second step." footer={<Link href="/sign-in">Start again</Link>}>
      <div className="segmented" role="group" aria-label="How to confirm">
        {(Object.keys(LABELS) as Method[]).map((option) => (
          <button key={option} type="button" className="button button-secondary" aria-pressed={method === option} onClick={() => choose(option)}>
            {LABELS[option]}
          </button>
        ))}
      </div>
      <Alert tone="error">{action.error ?? send.error}</Alert>
      {method === 'otp' && <Alert tone="info">{send.done}</Alert>}
      <form onSubmit={onSubmit} className="form" key={method}>
        <TextField
          label={LABELS[method]}
          name="code"
          autoComplete="one-time-code"
          inputMode={method === 'backup' ? 'text' : 'numeric'}
          required
          autoFocus
        />
        <label className="checkbox">
          <input type="checkbox" name="trustDevice" />
          Trust this device for 30 days
        </label>
        <SubmitButton pending={action.pending} pendingLabel="Checking…" className="button-block">
          Continue
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
