import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { adminClient } from './client.js';
import { createAdminAuth, PASSWORD, signUp, type AdminAuth } from '@latchkey/test-utils/plugin-instances/admin';

/** A client whose fetch goes straight to the handler, keeping cookies like a browser. */
function clientFor(auth: AdminAuth) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<AdminAuth, [ReturnType<typeof adminClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [adminClient()],
    fetchOptions: { fetch },
  });
  return { client, seen };
}

describe('adminClient', () => {
  it('calls every admin route with the server\'s method, bodiless POSTs included, and refetches the session on a switch', async () => {
    const auth = createAdminAuth();
    await auth.api.createUser({ body: { email: 'root@example.com', name: 'Root', password: PASSWORD, role: 'admin' } });
    const eve = await signUp(auth, { email: 'eve@example.com', name: 'Eve' });
    const { client, seen } = clientFor(auth);
    await client.signIn.email({ email: 'root@example.com', password: PASSWORD });
    // A mounted store, as in a page: refetches only happen while someone listens.
    const unsubscribe = client.$session.subscribe(() => {});
    await expect.poll(() => client.$session.get().data?.user.email).toBe('root@example.com');

    const listed = await client.admin.listUsers({ query: { searchValue: 'eve', limit: 10 } });
    expect(listed.data?.users.map((user) => user.email)).toEqual(['eve@example.com']);
    expectTypeOf(listed.data!.users[0]!.role).toEqualTypeOf<string | null | undefined>();

    const impersonated = await client.admin.impersonateUser({ userId: eve.userId });
    expect(impersonated.data?.user.id).toBe(eve.userId);
    await expect.poll(() => client.$session.get().data?.user.id).toBe(eve.userId);

    const stopped = await client.admin.stopImpersonating();
    expect(stopped.error).toBeNull();
    await expect.poll(() => client.$session.get().data?.user.email).toBe('root@example.com');
    unsubscribe();
    expect(seen).toContain('GET /admin/list-users');
    expect(seen).toContain('POST /admin/stop-impersonating');
  });

  it('types error codes of the plugin on the client', () => {
    const { client } = clientFor(createAdminAuth());
    expectTypeOf(client.$ERROR_CODES.BANNED_USER).toEqualTypeOf<'BANNED_USER'>();
  });
});
