import { describe, expect, it } from 'vitest';
import { adminRole, memberRole, ownerRole } from '../access.js';
import { call, createOrganizationAuth, team3, user } from '@latchkey/test-utils/plugin-instances/organization';

const can = (permissions: Record<string, string[]>) => ({ permissions });

describe('has-permission (spec §6)', () => {
  it('owner may do everything; admin all but delete the organization; member reads roles only', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, member } = await team3(auth);
    const ask = async (who: typeof owner, permissions: Record<string, string[]>) =>
      (await call<{ error: null; success: boolean }>(auth, who, '/organization/has-permission', can(permissions))).body;
    expect(await ask(owner, { organization: ['update', 'delete'], member: ['create', 'update', 'delete'], ac: ['create'] })).toEqual({ error: null, success: true });
    expect(await ask(admin, { organization: ['update'], invitation: ['create', 'cancel'], team: ['delete'] })).toEqual({ error: null, success: true });
    expect(await ask(admin, { organization: ['delete'] })).toEqual({ error: null, success: false });
    expect(await ask(member, { ac: ['read'] })).toEqual({ error: null, success: true });
    expect(await ask(member, { invitation: ['create'] })).toEqual({ error: null, success: false });
    expect(await ask(member, { nothing: ['read'] })).toEqual({ error: null, success: false });
    expect(await call(auth, member, '/organization/has-permission', { permissions: {} })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('the default roles match the table', () => {
    expect(ownerRole.authorize({ organization: ['delete'] })).toBe(true);
    expect(adminRole.authorize({ organization: ['delete'] })).toBe(false);
    expect(adminRole.authorize({ ac: ['create', 'read', 'update', 'delete'], member: ['create', 'update', 'delete'] })).toBe(true);
    expect(memberRole.authorize({ ac: ['read'] })).toBe(true);
    expect(memberRole.authorize({ ac: ['create'] })).toBe(false);
  });

  it('a member with several roles holds what any of them grants', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, memberMemberId } = await team3(auth);
    const before = await call(auth, member, '/organization/has-permission', can({ team: ['create'], ac: ['read'] }));
    expect(before.body).toMatchObject({ success: false });
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: ['member', 'admin'] })).toMatchObject({ status: 200 });
    const after = await call(auth, member, '/organization/has-permission', can({ team: ['create'], ac: ['read'] }));
    expect(after.body).toMatchObject({ success: true });
  });

  it('an administrator listed by user id is always allowed', async () => {
    const ids: string[] = [];
    const auth = createOrganizationAuth({ organization: { adminUserIds: ids } });
    const root = await user(auth, 'root@example.com');
    ids.push(root.userId);
    const { organizationId } = await team3(auth);
    await auth.api.addMember({ body: { organizationId, userId: root.userId, role: 'member' } });
    const answer = await call(auth, root, '/organization/has-permission', { permissions: { organization: ['delete'] }, organizationId });
    expect(answer.body).toEqual({ error: null, success: true });
  });
});
