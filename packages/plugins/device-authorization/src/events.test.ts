// The device-authorization plugin's events: a decision once, by the user who made it.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { approver, createDeviceAuth, openAndDecide, poll, requestCode } from '@latchkey/test-utils/plugin-instances/device-authorization';

describe('device-authorization events', () => {
  it('approved and denied, each once; the approved device signs in with the device method', async () => {
    const recorder = eventRecorder();
    const auth = createDeviceAuth({ auth: { onEvent: recorder.onEvent } });
    const { jar, userId } = await approver(auth);
    await recorder.clear();
    const approved = await requestCode(auth);
    const denied = await requestCode(auth);
    await openAndDecide(auth, jar, { userCode: approved.user_code, action: 'approve' });
    await openAndDecide(auth, jar, { userCode: denied.user_code, action: 'deny' });
    await openAndDecide(auth, jar, { userCode: denied.user_code, action: 'approve' });
    await poll(auth, approved.device_code);
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.userId, e.detail])).toEqual([
      ['device-code.approved', userId, { clientId: 'acme-cli' }],
      ['device-code.denied', userId, { clientId: 'acme-cli' }],
      ['sign-in.succeeded', userId, {}],
    ]);
    expect(recorder.events[2]!.method).toBe('device-authorization');
    expect(JSON.stringify(recorder.events)).not.toContain(approved.device_code);
  });
});
