import { describe, expect, it } from 'vitest';
import { emitSystemEvent } from 'latchkey/plugins';
import { approver, createDeviceAuth, expectUnknownUserCode, openAndDecide, openCode, poll, requestCode, send } from '@latchkey/test-utils/plugin-instances/device-authorization';

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

// Written out, not read from CREDENTIAL_REVOKING_EVENTS: an event dropped from the set fails here.
const REVOKING = ['password.changed', 'password.reset-completed', 'admin.password-set', 'admin.user-banned', 'account.deleted', 'admin.user-removed'];

/** Emits `type` about the user as the core does; admin events are named without importing that plugin. */
async function emitAbout(auth: ReturnType<typeof createDeviceAuth>, input: { type: string; userId: string }): Promise<void> {
  await emitSystemEvent(await auth.$context, { type: input.type, userId: input.userId } as never);
}

describe('device codes after every credential-revoking event', () => {
  it.each(REVOKING)('%s denies the codes the user opened or approved, and no one else’s', async (type) => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const ada = await approver(auth);
    const bo = await approver(auth, 'bo@example.com');
    const [approved, opened, theirs] = [await requestCode(auth), await requestCode(auth), await requestCode(auth)];
    expect((await openAndDecide(auth, ada.jar, { userCode: approved.user_code, action: 'approve' })).status).toBe(200);
    expect((await openCode(auth, ada.jar, opened.user_code)).status).toBe(200);
    expect((await openAndDecide(auth, bo.jar, { userCode: theirs.user_code, action: 'approve' })).status).toBe(200);

    await emitAbout(auth, { type, userId: ada.userId });

    for (const codes of [approved, opened]) expect(await poll(auth, codes.device_code)).toMatchObject({ status: 400, body: { error: 'access_denied' } });
    expect(await poll(auth, theirs.device_code)).toMatchObject({ status: 200, body: { access_token: expect.any(String) } });
  });

  it.each(['password.set', 'session.revoked', 'sign-out', 'admin.user-unbanned'])('%s leaves the codes alone', async (type) => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const { jar, userId } = await approver(auth);
    const approved = await requestCode(auth);
    expect((await openAndDecide(auth, jar, { userCode: approved.user_code, action: 'approve' })).status).toBe(200);
    await emitAbout(auth, { type, userId });
    expect(await poll(auth, approved.device_code)).toMatchObject({ status: 200, body: { access_token: expect.any(String) } });
  });
});

describe('device codes of a deleted user', () => {
  it('go with the user: an approved code polls invalid_grant, an opened one can no longer be opened or approved by anyone', async () => {
    const auth = createDeviceAuth({ device: { interval: 0 }, auth: { user: { deleteUser: { enabled: true } } } });
    const { jar } = await approver(auth);
    const other = await approver(auth, 'bo@example.com');
    const [approved, opened] = [await requestCode(auth), await requestCode(auth)];
    expect((await openAndDecide(auth, jar, { userCode: approved.user_code, action: 'approve' })).status).toBe(200);
    expect((await openCode(auth, jar, opened.user_code)).status).toBe(200);

    expect((await send(auth, jar, '/delete-user', { body: { password: 'correct horse battery' } })).status).toBe(200);

    for (const codes of [approved, opened]) {
      const answer = await poll(auth, codes.device_code);
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect(answer.body.access_token).toBeUndefined();
    }
    await expectUnknownUserCode(await openAndDecide(auth, other.jar, { userCode: opened.user_code, action: 'approve' }));
  });
});
