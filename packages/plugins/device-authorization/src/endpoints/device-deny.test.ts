import { describe, expect, it } from 'vitest';
import { approver, createDeviceAuth, decide, errorOf, openAndDecide, poll, requestCode } from '@latchkey/test-utils/plugin-instances/device-authorization';

describe('POST /device/deny', () => {
  it('denied flow: the device is told access_denied and the code cannot be approved afterwards', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    expect(await (await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'deny' })).json()).toEqual({ success: true });
    expect(await errorOf(await decide(auth, jar, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 400, code: 'USER_CODE_ALREADY_PROCESSED' });
    expect((await poll(auth, issued.device_code)).body).toEqual({ error: 'access_denied', error_description: 'Access denied' });
  });

  it('needs a session', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    expect((await decide(auth, null, { userCode: issued.user_code, action: 'deny' })).status).toBe(401);
  });
});
