// What the device authorization tests share: an instance with the plugin (and bearer), a device that asks and polls, and a signed-in approver.
import { expect } from 'vitest';
import type { AuthOptions } from 'latchkey';
import { definePlugin, findSession, hashTokenSync, verifySignedValue } from 'latchkey/plugins';
import { errorOf, send, signUp, type Jar } from '../account-kit.js';
import { bareRequest, createTestAuth } from '../test-instance.js';
import { deviceAuthorization, type DeviceAuthorizationOptions, type DeviceCodeAnswer, DEVICE_CODE_GRANT } from '@latchkey/device-authorization';

/**
 * Reads `Authorization: Bearer <signed session token>` the way @latchkey/bearer
 * does (a plugin may not import another), so tests can use the access token.
 */
const bearerTokens = definePlugin({
  id: 'test-bearer',
  session: {
    resolve: async (ctx) => {
      const value = /^Bearer (\S+)$/.exec(ctx.headers.get('authorization') ?? '')?.[1];
      const token = value ? await verifySignedValue(value, ctx.auth.secrets) : null;
      return token ? findSession(ctx, { token, hash: hashTokenSync(token) }, { cookies: false }) : null;
    },
  },
});

export function createDeviceAuth(input: { device?: DeviceAuthorizationOptions; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {}) {
  return createTestAuth({ ...input.auth, plugins: [bearerTokens, deviceAuthorization(input.device), ...(input.plugins ?? [])] });
}

export type DeviceAuth = ReturnType<typeof createDeviceAuth>;

export type DeviceCodeBody = DeviceCodeAnswer;

/** What a device sends: no cookie, no Origin. */
export async function requestCode(auth: DeviceAuth, body: Record<string, unknown> = { client_id: 'acme-cli' }): Promise<DeviceCodeBody> {
  const response = await auth.handler(bareRequest('/device/code', { body }));
  if (response.status !== 200) throw new Error(`device/code failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as DeviceCodeBody;
}

/** One poll of the token endpoint: the status and the body. */
export async function poll(
  auth: DeviceAuth,
  deviceCode: string,
  clientId = 'acme-cli',
): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const response = await auth.handler(bareRequest('/device/token', { body: { grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: clientId } }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie() };
}

/** A signed-in person who approves or denies codes. */
export async function approver(auth: DeviceAuth, email = 'ada@example.com'): Promise<{ jar: Jar; userId: string }> {
  return signUp(auth, { email });
}

/** `GET /device` as the verification page calls it: signed in, this binds the code to the user. */
export async function openCode(auth: DeviceAuth, jar: Jar | null, userCode: string): Promise<Response> {
  return send(auth, jar, `/device?user_code=${encodeURIComponent(userCode)}`);
}

export async function decide(auth: DeviceAuth, jar: Jar | null, input: { userCode: string; action: 'approve' | 'deny' }): Promise<Response> {
  return send(auth, jar, `/device/${input.action}`, { body: { userCode: input.userCode } });
}

/** What a person does on the verification page: opens the code, then approves or denies it. */
export async function openAndDecide(auth: DeviceAuth, jar: Jar, input: { userCode: string; action: 'approve' | 'deny' }): Promise<Response> {
  const opened = await openCode(auth, jar, input.userCode);
  if (opened.status !== 200) return opened;
  return decide(auth, jar, input);
}

export { errorOf, send };

/** What the people's routes answer for a code that does not exist: 400, in both error shapes. */
export async function expectUnknownUserCode(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: 'invalid_request',
    error_description: 'Invalid user code',
    code: 'INVALID_USER_CODE',
    message: 'Invalid user code',
  });
}
