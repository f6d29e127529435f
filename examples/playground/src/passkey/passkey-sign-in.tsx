import { useEffect } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { navigate } from '../lib/router.js';
import { finishSignIn } from '../oauth/sign-in-return.js';
import { useAction } from '../lib/use-action.js';

/** A cancelled or timed-out browser dialog is the user's choice, not an error to show. */
const DISMISSED = new Set(['WEBAUTHN_NOTALLOWED', 'WEBAUTHN_ABORT']);

async function afterSignIn(answer: { data: unknown }): Promise<void> {
  await reloadSession();
  if (client.$session.get().data) finishSignIn();
  // A passkey counted as one factor (it did not verify the user) is challenged like a password.
  else if ((answer.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) navigate('/two-factor');
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
      if (answer.data && active) await afterSignIn(answer);
    });
    return () => {
      active = false;
      client.cancelPasskeyCeremony();
    };
  }, []);

  function signIn(): void {
    let answer: { data: unknown } = { data: null };
    void action.run(
      async () => {
        const result = await client.signInWithPasskey();
        answer = result;
        return result.error && DISMISSED.has(result.error.code) ? { error: null } : result;
      },
      () => (answer.data ? afterSignIn(answer) : undefined),
    );
  }

  return (
    <div className="social">
      <Alert tone="error">{action.error}</Alert>
      <button type="button" className="button button-secondary button-block" disabled={action.pending} onClick={signIn}>
        {action.pending ? 'Waiting for your passkey…' : 'Use a passkey'}
      </button>
    </div>
  );
}
