import { describe, expect, it } from 'vitest';
import { createSession, definePlugin, signValue } from 'latchkey/plugins';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { approver, createDeviceAuth, decide, errorOf, requestCode } from '../device-authorization.test-helpers.js';

/** Declares the session field an impersonation plugin sets, so a test can mark a session as impersonating. */
const impersonationField = definePlugin({ id: 'impersonation-field', schema: { session: { fields: { impersonatedBy: { type: 'string', required: false } } } } });

const PROCESSED = { status: 400, code: 'USER_CODE_ALREADY_PROCESSED' };

describe('POST /device/approve', () => {
  it('approves a pending code for the signed-in user', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar, userId } = await approver(auth);
    expect(await (await decide(auth, jar, { userCode: issued.user_code.toLowerCase(), action: 'approve' })).json()).toEqual({ success: true });
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
    await expectExactlyOnce(() => decide(auth, jar, { userCode: issued.user_code, action: 'approve' }), { refused: PROCESSED });
  });

  it('approve and deny, 20 at once: exactly one decision holds, and the row says which', async () => {
    const auth = createDeviceAuth({ device: racing });
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    const action = (i: number): 'approve' | 'deny' => (i % 2 === 0 ? 'approve' : 'deny');
    const { winner } = await expectExactlyOnce((i) => decide(auth, jar, { userCode: issued.user_code, action: action(i) }), { refused: PROCESSED });
    const rows = await (await auth.$context).db.findMany<{ status: string }>({ model: 'deviceCode' });
    expect(rows.map((row) => row.status)).toEqual([action(winner.index) === 'approve' ? 'approved' : 'denied']);
  });

  it('cross-site approval: a cookie without a trusted Origin is refused', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
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
      const response = await decide(auth, jar, { userCode: issued.user_code, action: 'approve' });
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
    expect(await errorOf(await decide(auth, jar, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 403, code: 'DEVICE_APPROVAL_NOT_ALLOWED' });
  });

  it('refuses an expired or unknown code', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    expect(await errorOf(await decide(auth, jar, { userCode: 'BCDF-GHJK', action: 'approve' }))).toMatchObject({ status: 400, code: 'INVALID_USER_CODE' });
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'deviceCode', where: [], update: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await errorOf(await decide(auth, jar, { userCode: issued.user_code, action: 'approve' }))).toMatchObject({ status: 400, code: 'EXPIRED_USER_CODE' });
  });

  it('approval by bearer token works without Origin', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { userId } = await approver(auth);
    const ctx = await auth.$context;
    const { token } = await createSession(ctx, { userId, rememberMe: true, headers: new Headers(), ip: null });
    const signed = await signValue(token, ctx.secrets[0]);
    const response = await auth.handler(bareRequest('/device/approve', { body: { userCode: issued.user_code }, headers: { authorization: `Bearer ${signed}` } }));
    expect(await response.json()).toEqual({ success: true });
  });
});
