import { describe, expect, it, vi } from 'vitest';
import { call, createOrganizationAuth, createOrg, PASSWORD, rows, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('add-member (server only)', () => {
  it('adds a user with roles and runs the hooks; over HTTP the path does not exist', async () => {
    const before = vi.fn();
    const after = vi.fn();
    const auth = createOrganizationAuth({ organization: { organizationHooks: { beforeAddMember: before, afterAddMember: after } } });
    const ada = await user(auth, 'ada@example.com');
    const bob = await user(auth, 'bob@example.com');
    const organizationId = await createOrg(auth, ada, 'acme');
    const member = await auth.api.addMember({ body: { organizationId, userId: bob.userId, role: ['admin', 'member'] } });
    expect(member).toMatchObject({ organizationId, userId: bob.userId, role: 'admin,member' });
    expect(before).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
    expect((await call(auth, ada, '/organization/add-member', { organizationId, userId: bob.userId, role: 'member' })).status).toBe(404);
  });

  it('refuses a second membership, an unknown role, user or organization, and a full organization', async () => {
    const auth = createOrganizationAuth({ organization: { membershipLimit: 2 } });
    const ada = await user(auth, 'ada@example.com');
    const bob = await user(auth, 'bob@example.com');
    const cy = await user(auth, 'cy@example.com');
    const organizationId = await createOrg(auth, ada, 'acme');
    const add = (body: Record<string, unknown>) => auth.api.addMember({ body: { organizationId, role: 'member', ...body } as never });
    await expect(add({ userId: ada.userId })).rejects.toMatchObject({ code: 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION' });
    await expect(add({ userId: bob.userId, role: 'god' })).rejects.toMatchObject({ code: 'ROLE_NOT_FOUND' });
    await expect(add({ userId: 'ghost' })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(add({ userId: bob.userId, organizationId: 'ghost' })).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
    await add({ userId: bob.userId });
    await expect(add({ userId: cy.userId })).rejects.toMatchObject({ code: 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED' });
  });

  it('deleting a user removes their memberships', async () => {
    const auth = createOrganizationAuth({ auth: { user: { deleteUser: { enabled: true } } } });
    const ada = await user(auth, 'ada@example.com');
    const bob = await user(auth, 'bob@example.com');
    const organizationId = await createOrg(auth, ada, 'acme');
    await auth.api.addMember({ body: { organizationId, userId: bob.userId, role: 'member' } });
    expect(await call(auth, bob, '/delete-user', { password: PASSWORD })).toMatchObject({ status: 200 });
    expect(await rows(auth, 'member')).toBe(1);
  });
});
