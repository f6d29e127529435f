// A ban (admin plugin) or a password change voids the device codes a user
// opened or approved and no device redeemed yet: the device plugin's own and
// those the OpenID provider started for its clients. Deleting the user
// deletes them. Polling answers access_denied (invalid_grant once deleted),
// never tokens.
import { describe, expect, it } from 'vitest';
import { admin } from '@latchkey/admin';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { basic, createProviderAuth, formPost, registerTestClient, type ProviderAuth, type TestClient } from '../plugin-instances/oidc-provider.js';
import { bareRequest } from '../test-instance.js';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

interface Codes {
  device_code: string;
  user_code: string;
}

/** The admin plugin's server call (the provider's test instance types only its own routes). */
type CreateUser = (input: { body: { email: string; password: string; name: string; role: string } }) => Promise<unknown>;

async function setUp(): Promise<{ auth: ProviderAuth; root: Jar; client: TestClient }> {
  const auth = createProviderAuth({ plugins: [deviceAuthorization({ interval: 0 }), admin()] });
  await (auth.api as unknown as { createUser: CreateUser }).createUser({ body: { email: 'root@example.com', password: PASSWORD, name: 'Root', role: 'admin' } });
  const client = await registerTestClient(auth, { grantTypes: ['authorization_code', 'refresh_token', GRANT] });
  return { auth, root: await signIn(auth, { email: 'root@example.com' }), client };
}

async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A code from the provider's device endpoint, for its registered client. */
async function providerCode(auth: ProviderAuth, client: TestClient): Promise<Codes> {
  return (await json(await formPost(auth, '/oauth2/device-authorization', { scope: 'openid offline_access' }, basic(client)))).body as unknown as Codes;
}

async function providerPoll(auth: ProviderAuth, client: TestClient, deviceCode: string) {
  return json(await formPost(auth, '/oauth2/token', { grant_type: GRANT, device_code: deviceCode }, basic(client)));
}

/** A code from the device plugin's own endpoint. */
async function pluginCode(auth: ProviderAuth): Promise<Codes> {
  return (await json(await auth.handler(bareRequest('/device/code', { body: { client_id: 'acme-cli' } })))).body as unknown as Codes;
}

async function pluginPoll(auth: ProviderAuth, deviceCode: string) {
  return json(await auth.handler(bareRequest('/device/token', { body: { grant_type: GRANT, device_code: deviceCode, client_id: 'acme-cli' } })));
}

/** The person opens each code on the verification page, and approves those listed in `approve`. */
async function openAndApprove(auth: ProviderAuth, jar: Jar, input: { open: Codes[]; approve: Codes[] }): Promise<void> {
  for (const codes of input.open) expect((await send(auth, jar, `/device?user_code=${encodeURIComponent(codes.user_code)}`)).status).toBe(200);
  for (const codes of input.approve) expect((await send(auth, jar, '/device/approve', { body: { userCode: codes.user_code } })).status).toBe(200);
}

describe('device codes after a ban, a password change or a deletion', () => {
  it('a ban: approved and opened codes of both flows answer access_denied, never tokens; other users’ codes still work', async () => {
    const { auth, root, client } = await setUp();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const [approvedHere, openedHere, approvedThere, openedThere] = [await providerCode(auth, client), await providerCode(auth, client), await pluginCode(auth), await pluginCode(auth)];
    await openAndApprove(auth, jar, { open: [approvedHere, openedHere, approvedThere, openedThere], approve: [approvedHere, approvedThere] });
    const bystander = await signUp(auth, { email: 'grace@example.com' });
    const theirs = await providerCode(auth, client);
    await openAndApprove(auth, bystander.jar, { open: [theirs], approve: [theirs] });

    expect((await send(auth, root, '/admin/ban-user', { body: { userId } })).status).toBe(200);

    for (const codes of [approvedHere, openedHere]) {
      const answer = await providerPoll(auth, client, codes.device_code);
      expect(answer).toMatchObject({ status: 400, body: { error: 'access_denied' } });
      expect(answer.body.access_token).toBeUndefined();
      expect((await providerPoll(auth, client, codes.device_code)).body.access_token).toBeUndefined();
    }
    for (const codes of [approvedThere, openedThere]) {
      const answer = await pluginPoll(auth, codes.device_code);
      expect(answer).toMatchObject({ status: 400, body: { error: 'access_denied' } });
      expect((await pluginPoll(auth, codes.device_code)).body.access_token).toBeUndefined();
    }
    expect((await providerPoll(auth, client, theirs.device_code)).status).toBe(200);
  });

  it('an administrator setting the password voids them too', async () => {
    const { auth, root, client } = await setUp();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const codes = await providerCode(auth, client);
    await openAndApprove(auth, jar, { open: [codes], approve: [codes] });
    expect((await send(auth, root, '/admin/set-user-password', { body: { userId, newPassword: 'a new battery horse staple' } })).status).toBe(200);
    expect(await providerPoll(auth, client, codes.device_code)).toMatchObject({ status: 400, body: { error: 'access_denied' } });
  });

  it('removing the user deletes their codes: polling answers invalid_grant, never tokens', async () => {
    const { auth, root, client } = await setUp();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const [here, there] = [await providerCode(auth, client), await pluginCode(auth)];
    await openAndApprove(auth, jar, { open: [here, there], approve: [here, there] });
    expect((await send(auth, root, '/admin/remove-user', { body: { userId } })).status).toBe(200);
    expect(await providerPoll(auth, client, here.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await pluginPoll(auth, there.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
