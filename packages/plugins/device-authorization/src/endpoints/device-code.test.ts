import { describe, expect, it } from 'vitest';
import { hashTokenSync } from 'latchkey/plugins';
import { bareRequest, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { createDeviceAuth, errorOf, requestCode } from '@latchkey/test-utils/plugin-instances/device-authorization';

describe('POST /device/code', () => {
  it("answers RFC 8628's fields with the defaults: 30 minutes, 5 seconds, 40 characters, XXXX-XXXX", async () => {
    const auth = createDeviceAuth();
    const response = await auth.handler(bareRequest('/device/code', { body: { client_id: 'acme-cli', scope: 'openid profile' } }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ expires_in: 1800, interval: 5, verification_uri: `${TEST_BASE_URL}/device` });
    expect(body.device_code).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(body.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(body.verification_uri_complete).toBe(`${TEST_BASE_URL}/device?user_code=${body.user_code as string}`);
  });

  it('stores only hashes of both codes, with the client and scope', async () => {
    const auth = createDeviceAuth();
    const issued = await requestCode(auth, { client_id: 'acme-cli', scope: 'read' });
    const ctx = await auth.$context;
    const rows = await ctx.db.findMany<Record<string, unknown>>({ model: 'deviceCode' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceCode: hashTokenSync(issued.device_code), status: 'pending', clientId: 'acme-cli', scope: 'read', pollingInterval: 5 });
    expect(JSON.stringify(rows)).not.toContain(issued.user_code.replace('-', ''));
    expect(JSON.stringify(rows)).not.toContain(issued.device_code);
  });

  it('accepts a form-encoded body, as OAuth clients send it', async () => {
    const auth = createDeviceAuth();
    const response = await auth.handler(
      bareRequest('/device/code', { body: 'client_id=acme-cli&scope=read', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(response.status).toBe(200);
  });

  it('applies the options: lengths, durations and an absolute verification page', async () => {
    const auth = createDeviceAuth({ device: { expiresIn: '10m', interval: 3, deviceCodeLength: 48, userCodeLength: 6, verificationURI: 'https://id.example/activate' } });
    const body = await requestCode(auth);
    expect(body).toMatchObject({ expires_in: 600, interval: 3, verification_uri: 'https://id.example/activate' });
    expect(body.device_code).toHaveLength(48);
    expect(body.user_code).toMatch(/^[A-Z]{4}-[A-Z]{2}$/);
    expect(() => createDeviceAuth({ device: { expiresIn: 'soon' } })).toThrow(/expiresIn/);
    expect(() => createDeviceAuth({ device: { deviceCodeLength: 8 } })).toThrow(/deviceCodeLength/);
  });

  it('wrong client_id: a client validateClient refuses gets invalid_client and no code', async () => {
    const auth = createDeviceAuth({ device: { validateClient: (id) => id === 'acme-cli' } });
    const response = await auth.handler(bareRequest('/device/code', { body: { client_id: 'evil-cli' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_client', error_description: 'Invalid client' });
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'deviceCode' })).toBe(0);
  });

  it('refuses a missing or malformed client_id or scope with invalid_request, never VALIDATION_ERROR', async () => {
    const auth = createDeviceAuth();
    const answer = async (body: unknown) => {
      const response = await auth.handler(bareRequest('/device/code', { body }));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await answer({})).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'Missing or invalid client_id' } });
    expect(await answer({ client_id: 'a\nb' })).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'Missing or invalid client_id' } });
    expect(await answer({ client_id: 'acme-cli', scope: 1 })).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'Missing or invalid scope' } });
  });
});
