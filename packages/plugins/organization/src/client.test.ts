import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { organizationClient } from './client.js';
import { createOrganizationAuth, PASSWORD, user, type OrganizationAuth } from '@latchkey/test-utils/plugin-instances/organization';

/** A client whose fetch goes straight to the handler, keeping cookies like a browser. */
function clientFor(auth: OrganizationAuth) {
  const { fetch, seen } = handlerFetch(auth);
  const client = createAuthClient<OrganizationAuth, [ReturnType<typeof organizationClient>]>({
    baseURL: TEST_BASE_URL,
    plugins: [organizationClient()],
    fetchOptions: { fetch },
  });
  return { client, seen };
}

describe('organizationClient', () => {
  it('calls the routes with the server\'s methods and refetches $activeOrganization, $activeMember and $listOrganizations', async () => {
    const auth = createOrganizationAuth();
    await user(auth, 'ada@example.com');
    const { client, seen } = clientFor(auth);
    await client.signIn.email({ email: 'ada@example.com', password: PASSWORD });
    const stops = [client.$activeOrganization, client.$activeMember, client.$listOrganizations].map((store) => store.subscribe(() => {}));
    await expect.poll(() => client.$activeOrganization.get().isPending).toBe(false);
    expect(client.$activeOrganization.get().data).toBeNull();

    const created = await client.organization.create({ name: 'Acme', slug: 'acme' });
    expect(created.data?.members[0]?.role).toBe('owner');
    await expect.poll(() => client.$activeOrganization.get().data?.slug).toBe('acme');
    await expect.poll(() => client.$activeMember.get().data?.role).toBe('owner');
    await expect.poll(() => client.$listOrganizations.get().data?.length).toBe(1);

    await client.organization.create({ name: 'Beta', slug: 'beta', keepCurrentActiveOrganization: true });
    await expect.poll(() => client.$listOrganizations.get().data?.length).toBe(2);
    await client.organization.setActive({ organizationSlug: 'beta' });
    await expect.poll(() => client.$activeOrganization.get().data?.slug).toBe('beta');

    const members = await client.organization.listMembers({ query: { limit: 10 } });
    expect(members.data?.total).toBe(1);
    const slug = await client.organization.checkSlug({ slug: 'acme' });
    expect(slug.error?.code).toBe('ORGANIZATION_SLUG_ALREADY_TAKEN');

    const beforeSignOut = seen.length;
    await client.signOut();
    await expect.poll(() => client.$activeOrganization.get().data).toBeNull();
    expect(client.$listOrganizations.get()).toMatchObject({ data: null, error: null, isPending: false });
    // Emptied without asking: a signed-out reload of the watched atoms would only be refused (401).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.slice(beforeSignOut).filter((request) => request.includes('/organization/'))).toEqual([]);
    for (const stop of stops) stop();
    expect(seen).toContain('GET /organization/get-full-organization');
    expect(seen).toContain('POST /organization/set-active');
  });

  it('types the plugin\'s error codes and answers on the client', () => {
    const { client } = clientFor(createOrganizationAuth());
    expectTypeOf(client.$ERROR_CODES.ORGANIZATION_SLUG_ALREADY_TAKEN).toEqualTypeOf<'ORGANIZATION_SLUG_ALREADY_TAKEN'>();
    expectTypeOf(client.$activeOrganization.get().data).toMatchTypeOf<{ slug: string } | null>();
  });
});
