import { useEffect } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { navigate } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';

/** A cancelled or timed-out browser dialog is the user's choice, not an error to show. */
const DISMISSED = new Set(['WEBAUTHN_NOTALLOWED', 'WEBAUTHN_ABORT']);

async function afterSignIn(): Promise<void> {
  await reloadSession();
  // Without a session the sign-in answered a second-factor challenge, and its page is showing.
  if (client.$session.get().data) navigate('/account');
}

/**
 * Passkey sign-in for the sign-in page: a button that opens the browser's
 * passkey dialog (no email typed), and autofill (conditional UI): the email
 * field offers this site's passkeys as the user focuses it.
 */
export function PasskeySignIn() {
  const action = useAction();

  useEffect(() => {
    // Autofill needs a field whose autocomplete ends in "webauthn": the page's email field.
    const field = document.querySelector<HTMLInputElement>('input[name="email"]');
    if (!field || typeof window.PublicKeyCredential?.isConditionalMediationAvailable !== 'function') return;
    field.autocomplete = 'username webauthn';
    let active = true;
    void window.PublicKeyCredential.isConditionalMediationAvailable().then(async (available) => {
      if (!available || !active) return;
      const answer = await client.signInWithPasskey({ autoFill: true });
      if (answer.data && active) await afterSignIn();
    });
    return () => {
      active = false;
      client.cancelPasskeyCeremony();
    };
  }, []);

  function signIn(): void {
    void action.run(async () => {
      const answer = await client.signInWithPasskey();
      return answer.error && DISMISSED.has(answer.error.code) ? { error: null } : answer;
    }, afterSignIn);
  }

  return (
    <div className="social">
      <Alert tone="error">{action.error}</Alert>
      <button type="button" className="button button-secondary button-block" disabled={action.pending} onClick={signIn}>
        {action.pending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
    </div>
  );
}
