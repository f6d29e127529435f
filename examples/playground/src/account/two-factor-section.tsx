import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Two-factor settings: enrol with a QR code and a first code, see backup codes once, switch off. */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged(): void }) {
  const action = useAction();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  function withPassword(event: FormEvent<HTMLFormElement>, call: (password: string) => Promise<void>): void {
    event.preventDefault();
    void call(String(new FormData(event.currentTarget).get('password')));
  }

  const enable = (event: FormEvent<HTMLFormElement>) =>
    withPassword(event, async (password) => {
      await action.run(async () => {
        const answer = await client.twoFactor.enable({ password });
        if (answer.data) setEnrolment(answer.data);
        return answer;
      });
    });

  function confirm(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    void action.run(
      () => client.twoFactor.verifyTotp({ code }),
      () => {
        setCodes(enrolment?.backupCodes ?? null);
        setEnrolment(null);
        onChanged();
        return 'Two-factor authentication is on.';
      },
    );
  }

  const disable = (event: FormEvent<HTMLFormElement>) =>
    withPassword(event, async (password) => {
      await action.run(() => client.twoFactor.disable({ password }), () => {
        setCodes(null);
        onChanged();
        return 'Two-factor authentication is off.';
      });
    });

  const regenerate = (event: FormEvent<HTMLFormElement>) =>
    withPassword(event, async (password) => {
      await action.run(async () => {
        const answer = await client.twoFactor.generateBackupCodes({ password });
        if (answer.data) setCodes(answer.data.backupCodes);
        return answer;
      });
    });

  return (
    <Section id="two-factor" title="Two-factor authentication" description={enabled ? 'On: sign-ins ask for a code from your authenticator app.' : 'Off.'}>
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {enrolment && <ConfirmEnrolment enrolment={enrolment} onSubmit={confirm} pending={action.pending} />}
      {codes && <BackupCodes codes={codes} />}
      {!enabled && !enrolment && <PasswordForm label="Enable two-factor" onSubmit={enable} pending={action.pending} />}
      {enabled && <PasswordForm label="New backup codes" onSubmit={regenerate} pending={action.pending} />}
      {enabled && <PasswordForm label="Disable two-factor" onSubmit={disable} pending={action.pending} variant="danger" />}
    </Section>
  );
}

function PasswordForm(props: { label: string; onSubmit(event: FormEvent<HTMLFormElement>): void; pending: boolean; variant?: 'danger' }) {
  return (
    <form onSubmit={props.onSubmit} className="form" aria-label={props.label}>
      <TextField label="Password" name="password" type="password" autoComplete="current-password" />
      <SubmitButton pending={props.pending} pendingLabel="Working…" variant={props.variant ?? 'secondary'}>
        {props.label}
      </SubmitButton>
    </form>
  );
}

function ConfirmEnrolment(props: { enrolment: Enrolment; onSubmit(event: FormEvent<HTMLFormElement>): void; pending: boolean }) {
  const [svg, setSvg] = useState('');
  // An app asks for the base32 key alone when typed by hand; the issuer and account name come with the QR code.
  const secret = new URL(props.enrolment.totpURI).searchParams.get('secret') ?? '';
  useEffect(() => {
    void QRCode.toString(props.enrolment.totpURI, { type: 'svg', margin: 1 }).then(setSvg);
  }, [props.enrolment.totpURI]);
  return (
    <div className="stack">
      <p>Scan this code with your authenticator app, then type the code it shows.</p>
      {/* The SVG is drawn by the QR library from our own URI: no user input reaches it. */}
      <div className="qr-code" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: svg }} />
      <p className="field-hint">
        Or type this key into the app by hand: <code data-testid="totp-secret">{secret}</code>. On a phone,{' '}
        <a href={props.enrolment.totpURI} data-testid="totp-uri">
          open it in your authenticator app
        </a>
        .
      </p>
      <form onSubmit={props.onSubmit} className="form" aria-label="Confirm two-factor">
        <TextField label="Code from the app" name="code" autoComplete="one-time-code" inputMode="numeric" required />
        <SubmitButton pending={props.pending} pendingLabel="Checking…">
          Turn on
        </SubmitButton>
      </form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(codes.join('\n') + '\n')}`;
  return (
    <div className="stack">
      <p>Backup codes, each good for one sign-in. They are shown only now: keep them somewhere safe.</p>
      <ul className="backup-codes" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a className="button button-secondary" href={href} download="backup-codes.txt">
        Download backup codes
      </a>
    </div>
  );
}
