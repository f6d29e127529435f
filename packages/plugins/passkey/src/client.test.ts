import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { passkeyClient } from './client.js';
import { createPasskeyAuth, PASSWORD, userWithPasskey, type PasskeyAuth } from '@latchkey/test-utils/plugin-instances/passkey';

/** A client whose fetch goes straight to the handler, keeping cookies like a browser. */
function clientFor(auth: PasskeyAuth) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<DefaultCore, [ReturnType<typeof passkeyClient>]>({ baseURL: TEST_BASE_URL, plugins: [passkeyClient()], fetchOptions: { fetch } });
  return { client, seen };
}

describe('passkeyClient', () => {
  it('lists, renames and deletes passkeys through the typed routes', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const { client, seen } = clientFor(auth);
    await client.signIn.email({ email: ada.email, password: PASSWORD });
    const listed = await client.passkey.listUserPasskeys();
    expect(listed.data?.map((key) => key.id)).toEqual([ada.key.id]);
    expect((await client.passkey.updatePasskey({ id: ada.key.id, name: 'Desk' })).data?.passkey.name).toBe('Desk');
    expect((await client.passkey.deletePasskey({ id: ada.key.id })).data).toEqual({ status: true });
    expect(seen).toEqual(expect.arrayContaining(['GET /passkey/list-user-passkeys', 'POST /passkey/update-passkey', 'POST /passkey/delete-passkey']));
  });

  it('starts ceremonies with POST even without a body', async () => {
    const { client, seen } = clientFor(createPasskeyAuth());
    const started = await client.passkey.generateAuthenticateOptions();
    expect(started.data?.challenge).toEqual(expect.any(String));
    expect(seen).toContain('POST /passkey/generate-authenticate-options');
  });

  it('types the plugin\'s actions, routes and error codes', () => {
    const { client } = clientFor(createPasskeyAuth());
    expectTypeOf(client.$ERROR_CODES.CANNOT_DELETE_LAST_SIGN_IN_METHOD).toEqualTypeOf<'CANNOT_DELETE_LAST_SIGN_IN_METHOD'>();
    expectTypeOf(client.passkey.updatePasskey).parameter(0).toMatchTypeOf<{ id: string; name: string }>();
    expectTypeOf(client.signInWithPasskey).parameter(0).toEqualTypeOf<{ autoFill?: boolean } | undefined>();
  });
});
