import { describe, expect, it } from 'vitest';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { approver, createDeviceAuth, openAndDecide, poll, requestCode, type DeviceAuth } from '@latchkey/test-utils/plugin-instances/device-authorization';
import { DEVICE_CODE_GRANT } from './endpoints/device-token.js';

/** A form exactly as written, repeats included, as a device sends it. */
async function form(auth: DeviceAuth, path: string, body: string) {
  const request = bareRequest(path, { body: {} });
  const response = await auth.handler(new Request(request.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refusal = (name: string) => ({ status: 400, body: { error: 'invalid_request', error_description: `Repeated parameter ${name}` } });

describe('repeated parameters at the device routes (RFC 6749 §3.1, RFC 8628)', () => {
  it('/device/code answers invalid_request naming a repeated client_id or scope, and stores no code', async () => {
    const auth = createDeviceAuth();
    expect(await form(auth, '/device/code', 'client_id=acme-cli&client_id=other')).toEqual(refusal('client_id'));
    expect(await form(auth, '/device/code', 'client_id=acme-cli&scope=read&scope=write')).toEqual(refusal('scope'));
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'deviceCode' })).toBe(0);
  });

  it('/device/token answers invalid_request naming a repeated grant_type, client_id or device_code, and the code stays redeemable', async () => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const issued = await requestCode(auth);
    const { jar } = await approver(auth);
    expect((await openAndDecide(auth, jar, { userCode: issued.user_code, action: 'approve' })).status).toBe(200);
    const grant = encodeURIComponent(DEVICE_CODE_GRANT);
    const code = issued.device_code;
    expect(await form(auth, '/device/token', `grant_type=${grant}&grant_type=password&device_code=${code}&client_id=acme-cli`)).toEqual(refusal('grant_type'));
    expect(await form(auth, '/device/token', `grant_type=${grant}&device_code=${code}&client_id=acme-cli&client_id=other`)).toEqual(refusal('client_id'));
    expect(await form(auth, '/device/token', `grant_type=${grant}&device_code=x&device_code=${code}&client_id=acme-cli`)).toEqual(refusal('device_code'));
    expect((await poll(auth, code)).status).toBe(200);
  });

  it('/device/token answers invalid_request for a missing device_code', async () => {
    const auth = createDeviceAuth();
    const grant = encodeURIComponent(DEVICE_CODE_GRANT);
    expect(await form(auth, '/device/token', `grant_type=${grant}&client_id=acme-cli`)).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'Missing or invalid device_code' },
    });
  });
});
