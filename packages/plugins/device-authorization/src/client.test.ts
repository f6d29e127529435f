import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { deviceAuthorizationClient } from './client.js';
import { createDeviceAuth, poll } from '@latchkey/test-utils/plugin-instances/device-authorization';

describe('deviceAuthorizationClient', () => {
  it('runs the whole flow through the typed client: code, sign-in, look-up, approve, token', async () => {
    const auth = createDeviceAuth({ device: { interval: 0 } });
    const { fetch } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof deviceAuthorizationClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [deviceAuthorizationClient()],
      fetchOptions: { fetch },
    });
    const code = await client.device.code({ client_id: 'acme-cli', scope: 'read' });
    if (!code.data || !('user_code' in code.data)) throw new Error('no code');
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    // Looking the code up signed in opens it: from then on it is Ada's to approve.
    const shown = await client.device({ query: { user_code: code.data.user_code } });
    expect(shown.data).toMatchObject({ status: 'pending', client_id: 'acme-cli', scope: 'read' });
    expect((await client.device.approve({ userCode: code.data.user_code })).data).toEqual({ success: true });
    const pending = await client.device.token({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: code.data.device_code, client_id: 'acme-cli' });
    expect(pending.data).toMatchObject({ token_type: 'Bearer' });
    expect((await poll(auth, code.data.device_code)).body.error).toBe('invalid_grant');
  });

  it('reports a wrong code as a typed error', async () => {
    const auth = createDeviceAuth();
    const { fetch } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof deviceAuthorizationClient>]>({ baseURL: TEST_BASE_URL, plugins: [deviceAuthorizationClient()], fetchOptions: { fetch } });
    const { error } = await client.device({ query: { user_code: 'BCDF-GHJK' } });
    expect(error).toMatchObject({ status: 400, code: 'INVALID_USER_CODE' });
  });
});
