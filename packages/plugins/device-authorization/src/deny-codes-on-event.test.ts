import { describe, expect, it } from 'vitest';
import { approver, createDeviceAuth, openAndDecide, openCode, poll, requestCode, send } from '@latchkey/test-utils/plugin-instances/device-authorization';

describe('device codes after a password change', () => {
  it('a code the user approved or opened answers access_denied once they change their password, never a token', async () => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const { jar } = await approver(auth);
    const [approved, opened, untouched] = [await requestCode(auth), await requestCode(auth), await requestCode(auth)];
    expect((await openAndDecide(auth, jar, { userCode: approved.user_code, action: 'approve' })).status).toBe(200);
    expect((await openCode(auth, jar, opened.user_code)).status).toBe(200);

    const changed = await send(auth, jar, '/change-password', { body: { currentPassword: 'correct horse battery', newPassword: 'a new battery horse staple' } });
    expect(changed.status).toBe(200);

    for (const codes of [approved, opened]) {
      const answer = await poll(auth, codes.device_code);
      expect(answer).toMatchObject({ status: 400, body: { error: 'access_denied' } });
      expect(answer.body.access_token).toBeUndefined();
    }
    expect(await poll(auth, untouched.device_code)).toMatchObject({ status: 400, body: { error: 'authorization_pending' } });
  });
});
