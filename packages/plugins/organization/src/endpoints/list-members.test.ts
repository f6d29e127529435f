import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, team3, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('list-members, get-active-member and get-active-member-role', () => {
  it('pages, sorts and filters in the database, with users joined and a total', async () => {
    const auth = createOrganizationAuth();
    const { owner, organizationId } = await team3(auth);
    for (const name of ['d', 'e']) {
      const extra = await user(auth, `${name}@example.com`);
      await auth.api.addMember({ body: { organizationId, userId: extra.userId, role: 'member' } });
    }
    type List = { members: { role: string; user: { email: string } }[]; total: number };
    const page = await call<List>(auth, owner, '/organization/list-members?limit=2&offset=1');
    expect(page.body.total).toBe(5);
    expect(page.body.members.map((m) => m.user.email)).toEqual(['admin@acme.example', 'member@acme.example']);
    const members = await call<List>(auth, owner, '/organization/list-members?filterField=role&filterValue=member&sortBy=createdAt&sortDirection=desc');
    expect(members.body.total).toBe(3);
    expect(members.body.members.map((m) => m.user.email)).toEqual(['e@example.com', 'd@example.com', 'member@acme.example']);
    const notMembers = await call<List>(auth, owner, '/organization/list-members?filterField=role&filterOperator=ne&filterValue=member');
    expect(notMembers.body.members.map((m) => m.role).sort()).toEqual(['admin', 'owner']);
    expect(await call(auth, owner, '/organization/list-members?sortBy=password')).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await call(auth, owner, '/organization/list-members?limit=0')).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('answers the active member with user and its role, and refuses without an active organization', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, organizationId } = await team3(auth);
    expect(await call(auth, owner, '/organization/get-active-member')).toMatchObject({
      status: 200,
      body: { userId: owner.userId, role: 'owner', organizationId, user: { email: owner.email } },
    });
    await call(auth, admin, '/organization/set-active', { organizationId: null });
    expect(await call(auth, admin, '/organization/get-active-member')).toMatchObject({ status: 400, body: { code: 'NO_ACTIVE_ORGANIZATION' } });
    expect(await call(auth, admin, `/organization/get-active-member-role?organizationId=${organizationId}`)).toEqual({ status: 200, body: { role: 'admin' } });
    expect(await call(auth, owner, '/organization/get-active-member-role?userId=unknown')).toMatchObject({ status: 400, body: { code: 'MEMBER_NOT_FOUND' } });
  });
});
