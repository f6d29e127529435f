import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, AuthError, CORE_ERROR_CODES } from 'latchkey/plugins';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { approver, createDeviceAuth, openAndDecide, poll, requestCode, type DeviceAuth } from '@latchkey/test-utils/plugin-instances/device-authorization';

let now = Date.UTC(2030, 0, 1, 12);
const advance = (seconds: number): void => void vi.setSystemTime((now += seconds * 1000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.UTC(2030, 0, 1, 12);
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

async function approvedCode(auth: DeviceAuth) {
  const issued = await requestCode(auth);
  const { jar, userId } = await approver(auth);
  expect((await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'approve' })).status).toBe(200);
  return { issued, userId };
}

describe('POST /device/token', () => {
  it('answers authorization_pending until approved, then a bearer access token for the approving user', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth, { client_id: 'acme-cli', scope: 'read' });
    expect(await poll(auth, issued.device_code)).toMatchObject({ status: 400, body: { error: 'authorization_pending', error_description: 'Authorization pending' } });
    const { jar, userId } = await approver(auth);
    await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'approve' });
    advance(5);
    const { status, body, cookies } = await poll(auth, issued.device_code);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read' });
    expect(cookies).toEqual([]); // the device holds the token; no browser is signed in
    expect(body.expires_in).toBeGreaterThan(0);
    const session = await auth.handler(new Request('http://localhost:3000/api/auth/get-session', { headers: { authorization: `Bearer ${body.access_token as string}` } }));
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(userId);
    advance(5);
    expect((await poll(auth, issued.device_code)).body.error).toBe('invalid_grant');
  });

  it('creates the session through issueSession, so plugins see a device-authorization sign-in', async () => {
    const methods: string[] = [];
    const recorder = definePlugin({ id: 'recorder', session: { beforeCreate: (_ctx, { method }) => void methods.push(method) } });
    const auth = createDeviceAuth({ plugins: [recorder] });
    const { issued } = await approvedCode(auth);
    advance(5);
    expect((await poll(auth, issued.device_code)).status).toBe(200);
    expect(methods).toContain('device-authorization');
  });

  it('a sign-in refused by a plugin (a ban) answers access_denied and issues nothing', async () => {
    const banned = definePlugin({ id: 'ban', session: { beforeCreate: (_ctx, { method }) => { if (method === 'device-authorization') throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED'); } } });
    const auth = createDeviceAuth({ plugins: [banned] });
    const { issued, userId } = await approvedCode(auth);
    advance(5);
    expect((await poll(auth, issued.device_code)).body.error).toBe('access_denied');
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'session', where: [{ field: 'userId', value: userId }] })).toBe(1);
  });

  it('polling faster than the interval: slow_down, then the longer interval is required', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    expect((await poll(auth, issued.device_code)).body.error).toBe('authorization_pending');
    advance(2);
    expect((await poll(auth, issued.device_code)).body.error).toBe('slow_down');
    advance(4); // 6 s after the last accepted poll: the old interval, not the new 10 s
    expect((await poll(auth, issued.device_code)).body.error).toBe('slow_down');
    const ctx = await auth.$context;
    expect((await ctx.db.findMany<{ pollingInterval: number }>({ model: 'deviceCode' }))[0]?.pollingInterval).toBe(15);
    advance(9); // 15 s after the last accepted poll
    expect((await poll(auth, issued.device_code)).body.error).toBe('authorization_pending');
    advance(10);
    expect((await poll(auth, issued.device_code)).body.error).toBe('slow_down');
  });

  it('20 concurrent polls after approval: exactly one access token', async () => {
    const auth = createDeviceAuth();
    const { issued } = await approvedCode(auth);
    advance(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => poll(auth, issued.device_code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(['slow_down', 'invalid_grant']).toContain(answer.body.error);
  });

  it('20 concurrent polls with no interval to keep: the code is still spent exactly once', async () => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const { issued, userId } = await approvedCode(auth);
    const answers = await Promise.all(Array.from({ length: 20 }, () => poll(auth, issued.device_code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // Most reach the spend and find it gone; a server database may also report a same-instant poll as too early.
    for (const answer of answers.filter((a) => a.status !== 200)) expect(['invalid_grant', 'slow_down']).toContain(answer.body.error);
    expect(answers.filter((a) => a.body.error === 'invalid_grant').length).toBeGreaterThan(0);
    const ctx = await auth.$context;
    // The approver's own session and the one device session.
    expect(await ctx.db.count({ model: 'session', where: [{ field: 'userId', value: userId }] })).toBe(2);
  });

  it('expired device code: expired_token', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    advance(1801);
    expect(await poll(auth, issued.device_code)).toMatchObject({ status: 400, body: { error: 'expired_token', error_description: 'The device code has expired' } });
  });

  it('denied flow: access_denied once, then the code is gone', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    expect(await (await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'deny' })).json()).toEqual({ success: true });
    expect((await poll(auth, issued.device_code)).body.error).toBe('access_denied');
    advance(5);
    expect((await poll(auth, issued.device_code)).body.error).toBe('invalid_grant');
  });

  it('wrong client_id: another client cannot redeem the code, and a refused client gets invalid_client', async () => {
    const auth = createDeviceAuth({ device: { validateClient: (id) => id !== 'blocked-cli' } });
    const { issued } = await approvedCode(auth);
    advance(5);
    expect((await poll(auth, issued.device_code, 'other-cli')).body.error).toBe('invalid_grant');
    expect((await poll(auth, issued.device_code, 'blocked-cli')).body.error).toBe('invalid_client');
    expect((await poll(auth, issued.device_code)).status).toBe(200);
  });

  it('refuses unknown codes and other grant types', async () => {
    const auth = createDeviceAuth();
    expect((await poll(auth, 'x'.repeat(40))).body.error).toBe('invalid_grant');
    const response = await auth.handler(bareRequest('/device/token', { body: { grant_type: 'password', device_code: 'x', client_id: 'acme-cli' } }));
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});
