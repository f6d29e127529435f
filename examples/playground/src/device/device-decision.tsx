import { useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';
import { useAction } from '../lib/use-action.js';

export interface DeviceRequest {
  user_code: string;
  status: 'pending' | 'approved' | 'denied';
  client_id: string;
  scope: string | null;
}

/** What a code asks for, and the two answers a signed-in person can give. */
export function DeviceDecision({ request, email }: { request: DeviceRequest; email: string }) {
  const action = useAction();
  const [decided, setDecided] = useState<'approved' | 'denied' | null>(request.status === 'pending' ? null : request.status);

  function decide(choice: 'approve' | 'deny'): void {
    const userCode = request.user_code;
    void action.run(
      () => (choice === 'approve' ? client.device.approve({ userCode }) : client.device.deny({ userCode })),
      () => setDecided(choice === 'approve' ? 'approved' : 'denied'),
    );
  }

  if (decided) {
    return (
      <AuthCard title={decided === 'approved' ? 'Device approved' : 'Device denied'}>
        <Alert tone={decided === 'approved' ? 'success' : 'info'}>
          {decided === 'approved' ? 'The device is now signed in. You can return to it.' : 'The device was refused and will not be signed in.'}
        </Alert>
        <Link className="button button-secondary" href="/account">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in a device" description={`Signed in as ${email}.`}>
      <Alert tone="error">{action.error}</Alert>
      <dl className="device-request">
        <dt>Code</dt>
        <dd data-testid="device-user-code">{request.user_code}</dd>
        <dt>Application</dt>
        <dd data-testid="device-client">{request.client_id}</dd>
        <dt>Access</dt>
        <dd data-testid="device-scope">{request.scope ?? 'Your account'}</dd>
      </dl>
      <p>Only approve if you started this on a device you own and the code matches the one it shows.</p>
      <div className="actions">
        <button type="button" className="button button-primary" disabled={action.pending} onClick={() => decide('approve')}>
          Approve
        </button>
        <button type="button" className="button button-secondary" disabled={action.pending} onClick={() => decide('deny')}>
          Deny
        </button>
      </div>
    </AuthCard>
  );
}
