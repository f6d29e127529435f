import { describe, expect, it } from 'vitest';
import { createSession, definePlugin, signValue } from 'latchkey/plugins';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { bareRequest, request } from '@latchkey/test-utils/test-instance';
import {
  approver,
  createDeviceAuth,
  decide,
  errorOf,
  expectUnknownUserCode,
  openAndDecide,
  openCode,
  poll,
  requestCode,
} from '@latchkey/test-utils/plugin-instances/device-authorization';

/** Declares the session field an impersonation plugin sets, so a test can mark a session as impersonating. */
const impersonationField = definePlugin({ id: 'impersonation-field', schema: { session: { fields: { impersonatedBy: { type: 'string', required: false } } } } });

const PROCESSED = { status: 400, code: 'USER_CODE_ALREADY_PROCESSED' };

describe('POST /device/approve', () => {
  it('approves a pending code for the signed-in user', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar, userId } = await approver(auth);
    expect(await (await openAndDecide(auth, jar, { userCode: issued.user_code.toLowerCase(), action: 'approve' })).json()).toEqual({ success: true });
    const ctx = await auth.$context;
    expect((await ctx.db.findMany<Record<string, unknown>>({ model: 'deviceCode' }))[0]).toMatchObject({ status: 'approved', userId });
  });

  it('needs a session', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    expect(await errorOf(await decide(auth, null, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  // Every lookup holds a guess until its code proves real, so 20 at once from one
  // address would pass the default limit of 10 guesses: these races lift it.
  const racing = { userCodeGuesses: { perIp: 100 } };

  it('a user code approved 20 times at once: one success', async () => {
    const auth = createDeviceAuth({ device: racing });
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    await openCode(auth, jar, issued.user_code);
    await expectExactlyOnce(() => decide(auth, jar, { userCode: issued.user_code, action: 'approve' }), { refused: PROCESSED });
  });

  it('approve and deny, 20 at once: exactly one decision holds, and the row says which', async () => {
    const auth = createDeviceAuth({ device: racing });
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    await openCode(auth, jar, issued.user_code);
    const action = (i: number): 'approve' | 'deny' => (i % 2 === 0 ? 'approve' : 'deny');
    const { winner } = await expectExactlyOnce((i) => decide(auth, jar, { userCode: issued.user_code, action: action(i) }), { refused: PROCESSED });
    const rows = await (await auth.$context).db.findMany<{ status: string }>({ model: 'deviceCode' });
    expect(rows.map((row) => row.status)).toEqual([action(winner.index) === 'approve' ? 'approved' : 'denied']);
  });

  it('cross-site approval: a cookie without a trusted Origin is refused', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    await openCode(auth, jar, issued.user_code);
    const forged = await auth.handler(bareRequest('/device/approve', { body: { userCode: issued.user_code }, headers: { cookie: jar.header(), origin: 'https://evil.example' } }));
    expect(await errorOf(forged)).toMatchObject({ status: 403, code: 'INVALID_ORIGIN' });
    const bare = await auth.handler(bareRequest('/device/approve', { body: { userCode: issued.user_code }, headers: { cookie: jar.header() } }));
    expect(bare.status).toBe(403);
  });

  it('needs a fresh session unless configured otherwise', async () => {
    for (const requireFreshSession of [true, false]) {
      const auth = createDeviceAuth({ device: { requireFreshSession }, auth: { session: { freshAge: 60 } } });
      const issued = await requestCode(auth);
      const { jar, userId } = await approver(auth);
      const ctx = await auth.$context;
      await ctx.db.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { createdAt: new Date(Date.now() - 120_000) } });
      const response = await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'approve' });
      if (requireFreshSession) expect(await errorOf(response)).toMatchObject({ status: 403, code: 'SESSION_NOT_FRESH' });
      else expect(response.status).toBe(200);
    }
  });

  it('an impersonation session cannot approve a device', async () => {
    const auth = createDeviceAuth({ plugins: [impersonationField] });
    const issued = await requestCode(auth);
    const { jar, userId } = await approver(auth);
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { impersonatedBy: 'admin-id' } });
    expect(await errorOf(await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 403, code: 'DEVICE_APPROVAL_NOT_ALLOWED' });
  });

  it('approval by bearer token works without Origin', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { userId } = await approver(auth);
    const ctx = await auth.$context;
    const { token } = await createSession(ctx, { userId, rememberMe: true, headers: new Headers(), ip: null });
    const signed = await signValue(token, ctx.secrets[0]);
    const headers = { authorization: `Bearer ${signed}` };
    await auth.handler(request(`/device?user_code=${issued.user_code}`, { headers }));
    const response = await auth.handler(bareRequest('/device/approve', { body: { userCode: issued.user_code }, headers }));
    expect(await response.json()).toEqual({ success: true });
  });

  it('refuses an expired or unknown code', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    await openCode(auth, jar, issued.user_code);
    expect(await errorOf(await decide(auth, jar, { userCode: 'BCDF-GHJK', action: 'approve' }))).toMatchObject({ status: 400, code: 'INVALID_USER_CODE' });
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'deviceCode', where: [], update: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await decide(auth, jar, { userCode: issued.user_code, action: 'approve' });
    expect(await expired.json()).toMatchObject({ code: 'EXPIRED_USER_CODE', error: 'expired_token' });
  });

  it('answers an unknown code on approve and deny with 400 invalid_request, as RFC 8628 clients of the established API read it', async () => {
    const auth = createDeviceAuth();
    const { jar } = await approver(auth);
    for (const action of ['approve', 'deny'] as const) {
      await expectUnknownUserCode(await decide(auth, jar, { userCode: 'BCDF-GHJK', action }));
    }
  });
});

describe('device codes bound to the user who opened them', () => {
  const racing = { userCodeGuesses: { perIp: 100 } };

  it('approve without open: a code nobody opened cannot be approved or denied', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    for (const action of ['approve', 'deny'] as const) {
      const response = await decide(auth, jar, { userCode: issued.user_code, action });
      expect(await response.json()).toMatchObject({ code: 'USER_CODE_NOT_OPENED', error: 'invalid_request' });
      expect(response.status).toBe(400);
    }
    // Opening it signed out binds nothing either.
    expect((await openCode(auth, null, issued.user_code)).status).toBe(200);
    expect(await errorOf(await decide(auth, jar, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 400, code: 'USER_CODE_NOT_OPENED' });
    expect((await poll(auth, issued.device_code)).body.error).toBe('authorization_pending');
  });

  it('device-session fixation: a second user cannot approve or deny a code the first user opened', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const victim = await approver(auth, 'victim@example.com');
    const attacker = await approver(auth, 'attacker@example.com');
    expect((await openCode(auth, victim.jar, issued.user_code)).status).toBe(200);
    for (const action of ['approve', 'deny'] as const) {
      const response = await decide(auth, attacker.jar, { userCode: issued.user_code, action });
      expect(await response.json()).toMatchObject({ code: 'USER_CODE_OPENED_BY_ANOTHER_USER', error: 'access_denied' });
      expect(response.status).toBe(403);
    }
    // Nor can the second user take the code over by opening it too.
    expect(await errorOf(await openCode(auth, attacker.jar, issued.user_code))).toMatchObject({ status: 403, code: 'USER_CODE_OPENED_BY_ANOTHER_USER' });
    const rows = await (await auth.$context).db.findMany<Record<string, unknown>>({ model: 'deviceCode' });
    expect(rows).toMatchObject([{ status: 'pending', userId: victim.userId }]);
    // The one who opened it decides, and the device signs in as them.
    expect((await decide(auth, victim.jar, { userCode: issued.user_code, action: 'approve' })).status).toBe(200);
    const { body } = await poll(auth, issued.device_code);
    const session = await auth.handler(request('/get-session', { headers: { authorization: `Bearer ${body.access_token as string}` } }));
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(victim.userId);
  });

  it('a code already decided is not another user’s to open', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const ada = await approver(auth, 'ada@example.com');
    const eve = await approver(auth, 'eve@example.com');
    await openAndDecide(auth, ada.jar, { userCode: issued.user_code, action: 'deny' });
    expect(await errorOf(await openCode(auth, eve.jar, issued.user_code))).toMatchObject({ status: 403, code: 'USER_CODE_OPENED_BY_ANOTHER_USER' });
    expect(await (await openCode(auth, ada.jar, issued.user_code)).json()).toMatchObject({ status: 'denied' });
  });

  it('device-session fixation race: of users opening one code at once exactly one binds it', async () => {
    const auth = createDeviceAuth({ device: racing });
    const issued = await requestCode(auth);
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => approver(auth, `user${i}@example.com`)));
    const { winner } = await expectExactlyOnce((i) => openCode(auth, users[i]!.jar, issued.user_code), {
      count: users.length,
      refused: { status: 403, code: 'USER_CODE_OPENED_BY_ANOTHER_USER' },
    });
    const rows = await (await auth.$context).db.findMany<Record<string, unknown>>({ model: 'deviceCode' });
    expect(rows).toMatchObject([{ status: 'pending', userId: users[winner.index]!.userId }]);
    const decisions = await Promise.all(users.map(({ jar }) => decide(auth, jar, { userCode: issued.user_code, action: 'approve' })));
    expect(decisions.map((response, i) => [i, response.status]).filter(([, status]) => status === 200)).toEqual([[winner.index, 200]]);
  });

  it('opening one’s own code again, or twice at once, keeps it bound', async () => {
    const auth = createDeviceAuth({ device: racing });
    const issued = await requestCode(auth);
    const { jar, userId } = await approver(auth);
    const answers = await Promise.all(Array.from({ length: 5 }, () => openCode(auth, jar, issued.user_code)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await (await auth.$context).db.findMany<Record<string, unknown>>({ model: 'deviceCode' }))[0]).toMatchObject({ userId });
  });
});
