import { useEffect, useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { DeviceDecision, type DeviceRequest } from '../device/device-decision.js';
import { useAction } from '../lib/use-action.js';
import { navigate, useLocation } from '../lib/router.js';

/**
 * The verification page of the device flow: a person types the code a device
 * shows (or follows its link with `?user_code=`), sees which application asks,
 * and approves or denies while signed in.
 */
export function DevicePage() {
  const { search } = useLocation();
  const userCode = search.get('user_code');
  const { data: session, isPending } = client.useSession();
  const lookUp = useAction();
  const [request, setRequest] = useState<DeviceRequest | null>(null);

  // Looked up again only when the code or the signed-in user changes, not on every render.
  useEffect(() => {
    if (!userCode || !session) return;
    setRequest(null);
    void lookUp.run(async () => {
      const answer = await client.device({ query: { user_code: userCode } });
      if (answer.data) setRequest(answer.data as DeviceRequest);
      return answer;
    });
  }, [userCode, session?.user.id]);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('user_code')).trim();
    navigate(`/device?user_code=${encodeURIComponent(typed)}`);
  }

  if (isPending) return <Loading />;
  if (!session) {
    return (
      <AuthCard title="Sign in a device" description="Sign in first, then come back to this page to approve the device.">
        {userCode && <Alert tone="info">{`Code ${userCode}: keep the device waiting while you sign in.`}</Alert>}
        <Link className="button button-primary" href="/sign-in">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (userCode && request && !lookUp.error) return <DeviceDecision request={request} email={session.user.email} />;
  return (
    <AuthCard title="Sign in a device" description="Enter the code your device shows.">
      <Alert tone="error">{lookUp.error}</Alert>
      <form onSubmit={onSubmit} className="form">
        <TextField label="Code" name="user_code" defaultValue={userCode ?? ''} placeholder="XXXX-XXXX" autoComplete="off" required autoFocus />
        <SubmitButton pending={lookUp.pending} pendingLabel="Checking…" className="button-block">
          Continue
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
