import type { FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { PasskeySignIn } from '../passkey/passkey-sign-in.js';
import { SocialButtons } from '../components/social-buttons.js';
import { EmailCodeSignIn } from '../email-otp/email-code-sign-in.js';
import { MagicLinkSignIn } from '../magic-link/magic-link-sign-in.js';
import { PhoneSignIn } from '../phone-number/phone-sign-in.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { describeErrorCode } from '../lib/describe-error-code.js';
import { useLocation } from '../lib/router.js';
import { OAuthSignInNotice } from '../oauth/oauth-sign-in-notice.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';
import { OtherSignInOptions } from '../username-anonymous/other-sign-in-options.js';
import { usePlaygroundConfig } from '../lib/use-playground-config.js';

export function SignInPage() {
  const action = useAction();
  const config = usePlaygroundConfig();
  const { search } = useLocation();
  const redirectError = search.get('error');

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    void action
      .run(
        () => client.signIn.email({ email: String(form.get('email')), password: String(form.get('password')) }),
        async () => {
          await reloadSession();
          // Without a session the sign-in answered a two-factor challenge, and its page is showing.
          if (client.$session.get().data) finishSignIn();
        },
      )
      .then((ok) => {
        // The disabled button dropped focus to the page; put it where the user retypes.
        if (!ok) focusPassword(element);
      });
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in with your email and password."
      footer={
        <>
          New here? <Link href="/sign-up">Create an account</Link>
        </>
      }
    >
      {!action.error && redirectError && <Alert tone="error">{describeErrorCode(redirectError)}</Alert>}
      {search.has('deleted') && <Alert tone="info">Your account was deleted.</Alert>}
      <OAuthSignInNotice />
      <Alert tone="error">{action.error}</Alert>
      <form onSubmit={onSubmit} className="form">
        <TextField label="Email" name="email" type="email" autoComplete="email" required autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <p className="form-aside">
          <Link href="/forgot-password">Forgot your password?</Link>
        </p>
        <SubmitButton pending={action.pending} pendingLabel="Signing in…" className="button-block">
          Sign in
        </SubmitButton>
      </form>
      <EmailCodeSignIn />
      <MagicLinkSignIn />
      <PasskeySignIn />
      {config && <SocialButtons providers={config.providers} />}
      <PhoneSignIn />
      <OtherSignInOptions />
    </AuthCard>
  );
}

function focusPassword(form: HTMLFormElement): void {
  const input = form.elements.namedItem('password');
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}
