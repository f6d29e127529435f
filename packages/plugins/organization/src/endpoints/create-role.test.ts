import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, rows, team3 } from '@latchkey/test-utils/plugin-instances/organization';

describe('dynamic roles', () => {
  it('create, list, get, update and delete a role; it grants what it declares', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, memberMemberId, organizationId } = await team3(auth);
    const created = await call<Record<string, any>>(auth, owner, '/organization/create-role', { role: 'inviter', permission: { invitation: ['create'] } });
    expect(created).toMatchObject({ status: 200, body: { success: true, roleData: { role: 'inviter', organizationId, permission: { invitation: ['create'] } } } });
    expect((await call<{ role: string }[]>(auth, member, '/organization/list-roles')).body.map((r) => r.role)).toEqual(['inviter']);
    expect(await call(auth, member, '/organization/get-role?roleName=inviter')).toMatchObject({ status: 200, body: { role: 'inviter' } });
    const ask = { permissions: { invitation: ['create'] } };
    expect((await call(auth, member, '/organization/has-permission', ask)).body).toMatchObject({ success: false });
    await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: ['member', 'inviter'] });
    expect((await call(auth, member, '/organization/has-permission', ask)).body).toMatchObject({ success: true });
    expect(await call(auth, member, '/organization/invite-member', { email: 'new@example.com', role: 'member' })).toMatchObject({ status: 200 });
    const updated = await call(auth, owner, '/organization/update-role', { roleName: 'inviter', data: { permission: { invitation: ['create', 'cancel'] } } });
    expect(updated).toMatchObject({ status: 200, body: { roleData: { permission: { invitation: ['create', 'cancel'] } } } });
    expect(await call(auth, owner, '/organization/delete-role', { roleName: 'inviter' })).toMatchObject({ status: 400, body: { code: 'ROLE_IS_ASSIGNED_TO_MEMBERS' } });
    expect(await call(auth, owner, '/organization/update-role', { roleName: 'inviter', data: { roleName: 'sender' } })).toMatchObject({
      status: 400,
      body: { code: 'ROLE_IS_ASSIGNED_TO_MEMBERS' },
    });
    await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: 'member' });
    expect(await call(auth, owner, '/organization/update-role', { roleName: 'inviter', data: { roleName: 'sender' } })).toMatchObject({ status: 200 });
    expect(await call(auth, owner, '/organization/delete-role', { roleName: 'sender' })).toEqual({ status: 200, body: { success: true } });
    expect(await rows(auth, 'organizationRole')).toBe(0);
  });

  it('refuses undeclared resources, taken and pre-defined names, the role cap, and members without ac rights', async () => {
    const auth = createOrganizationAuth({ organization: { maximumRolesPerOrganization: 1 } });
    const { owner, member } = await team3(auth);
    expect(await call(auth, owner, '/organization/create-role', { role: 'x', permission: { billing: ['read'] } })).toMatchObject({ status: 400, body: { code: 'INVALID_RESOURCE' } });
    expect(await call(auth, owner, '/organization/create-role', { role: 'x', permission: { member: ['fly'] } })).toMatchObject({ status: 400, body: { code: 'INVALID_RESOURCE' } });
    expect(await call(auth, owner, '/organization/create-role', { role: 'admin', permission: { ac: ['read'] } })).toMatchObject({
      status: 400,
      body: { code: 'ROLE_NAME_IS_ALREADY_TAKEN' },
    });
    await call(auth, owner, '/organization/create-role', { role: 'reader', permission: { ac: ['read'] } });
    expect(await call(auth, owner, '/organization/create-role', { role: 'reader', permission: { ac: ['read'] } })).toMatchObject({
      status: 400,
      body: { code: 'ROLE_NAME_IS_ALREADY_TAKEN' },
    });
    expect(await call(auth, owner, '/organization/create-role', { role: 'second', permission: { ac: ['read'] } })).toMatchObject({ status: 400, body: { code: 'TOO_MANY_ROLES' } });
    expect(await call(auth, owner, '/organization/delete-role', { roleName: 'owner' })).toMatchObject({ status: 400, body: { code: 'CANNOT_DELETE_A_PRE_DEFINED_ROLE' } });
    expect(await call(auth, owner, '/organization/get-role?roleName=owner')).toMatchObject({ status: 400, body: { code: 'ROLE_NOT_FOUND' } });
    expect(await call(auth, owner, '/organization/delete-role', { roleName: 'ghost' })).toMatchObject({ status: 400, body: { code: 'ROLE_NOT_FOUND' } });
    expect(await call(auth, owner, '/organization/delete-role', {})).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    for (const [path, body, code] of [
      ['/organization/create-role', { role: 'y', permission: { ac: ['read'] } }, 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE'],
      ['/organization/update-role', { roleName: 'reader', data: { permission: { ac: ['read'] } } }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE'],
      ['/organization/delete-role', { roleName: 'reader' }, 'YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE'],
    ] as const) {
      expect(await call(auth, member, path, body), path).toMatchObject({ status: 403, body: { code } });
    }
  });

  it('an admin creates a role stronger than their own and takes it: refused', async () => {
    const auth = createOrganizationAuth();
    const { admin, adminMemberId } = await team3(auth);
    expect(await call(auth, admin, '/organization/create-role', { role: 'deleter', permission: { organization: ['delete'] } })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE' },
    });
    await call(auth, admin, '/organization/create-role', { role: 'helper', permission: { team: ['create'] } });
    expect(await call(auth, admin, '/organization/update-role', { roleName: 'helper', data: { permission: { organization: ['delete'] } } })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE' },
    });
    expect(await call(auth, admin, '/organization/update-member-role', { memberId: adminMemberId, role: ['admin', 'helper'] })).toMatchObject({ status: 200 });
  });
});
