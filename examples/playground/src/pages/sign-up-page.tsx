import { useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { DevCaptcha } from '../components/dev-captcha.js';
import { Link } from '../components/link.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { usePlaygroundConfig } from '../lib/use-playground-config.js';
import { UsernameField, usernameFrom } from '../username-anonymous/username-field.js';

export function SignUpPage() {
  const action = useAction();
  const config = usePlaygroundConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The server spends a captcha token on the first try: each attempt gets a fresh widget.
  const [captcha, setCaptcha] = useState<{ attempt: number; token: string | null }>({ attempt: 0, token: null });

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    void action.run(
      () =>
        client.signUp.email({
          name: String(form.get('name')),
          email,
          password: String(form.get('password')),
          ...usernameFrom(form),
          // The verification link lands here, on the page that reads `?error=`.
          callbackURL: '/verify-email',
        }, { headers: { 'x-captcha-response': captcha.token ?? '' } }),
      async () => {
        await reloadSession();
        setSentTo(email);
      },
    ).then(() => setCaptcha(({ attempt }) => ({ attempt: attempt + 1, token: null })));
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" description={<>We sent a verification link to <strong>{sentTo}</strong>.</>}>
        <p>Open it to confirm your address. You can already use your account in the meantime.</p>
        <div className="actions">
          {config?.mailbox && (
            <Link className="button button-primary" href="/mailbox">
              Open the development mailbox
            </Link>
          )}
          <Link className="button button-secondary" href="/account">
            Go to your account
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description="Sign up with your email. We will send you a link to verify it."
      footer={
        <>
          Already have an account? <Link href="/sign-in">Sign in</Link>
        </>
      }
    >
      <Alert tone="error">{action.error}</Alert>
      <form onSubmit={onSubmit} className="form">
        <TextField label="Name" name="name" autoComplete="name" required autoFocus />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <UsernameField />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" required minLength={8} hint="At least 8 characters, and not a common or breached password." />
        <DevCaptcha key={captcha.attempt} onToken={(token) => setCaptcha(({ attempt }) => ({ attempt, token }))} />
        <SubmitButton pending={action.pending} pendingLabel="Creating your account…" className="button-block">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
