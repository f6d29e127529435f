import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, rows, sessionOf, team3, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('update-member-role', () => {
  it('the owner sets one role or several; the answer and get-active-member-role show them', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, memberMemberId } = await team3(auth);
    const one = await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: 'admin' });
    expect(one).toMatchObject({ status: 200, body: { id: memberMemberId, role: 'admin' } });
    await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: ['member', 'admin', 'member'] });
    expect(await call(auth, owner, `/organization/get-active-member-role?userId=${member.userId}`)).toEqual({ status: 200, body: { role: 'member,admin' } });
    const listed = await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: 'admin, member' });
    expect(listed).toMatchObject({ status: 200, body: { role: 'admin,member' } });
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: ' , ' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    });
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: memberMemberId, role: 'god' })).toMatchObject({
      status: 400,
      body: { code: 'ROLE_NOT_FOUND' },
    });
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: 'missing', role: 'member' })).toMatchObject({
      status: 400,
      body: { code: 'MEMBER_NOT_FOUND' },
    });
  });

  it('a member raises their own role: refused, role unchanged', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, memberMemberId } = await team3(auth);
    for (const role of ['admin', 'owner']) {
      expect(await call(auth, member, '/organization/update-member-role', { memberId: memberMemberId, role })).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
      });
    }
    expect(await call(auth, owner, `/organization/get-active-member-role?userId=${member.userId}`)).toMatchObject({ body: { role: 'member' } });
  });

  it('an admin raises their own role to owner, or makes another member owner: refused', async () => {
    const auth = createOrganizationAuth();
    const { admin, adminMemberId, memberMemberId } = await team3(auth);
    for (const memberId of [adminMemberId, memberMemberId]) {
      expect(await call(auth, admin, '/organization/update-member-role', { memberId, role: ['admin', 'owner'] })).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_GRANT_THIS_ROLE' },
      });
    }
    expect(await call(auth, admin, '/organization/update-member-role', { memberId: memberMemberId, role: 'admin' })).toMatchObject({ status: 200 });
  });

  it('an admin demotes the owner: refused', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, ownerMemberId } = await team3(auth);
    expect(await call(auth, admin, '/organization/update-member-role', { memberId: ownerMemberId, role: 'member' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
    });
    expect(await call(auth, owner, '/organization/get-active-member-role')).toEqual({ status: 200, body: { role: 'owner' } });
  });

  it('the last owner cannot be demoted; with a second owner one can step down', async () => {
    const auth = createOrganizationAuth();
    const { owner, ownerMemberId, adminMemberId } = await team3(auth);
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: ownerMemberId, role: 'admin' })).toMatchObject({
      status: 400,
      body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER' },
    });
    await call(auth, owner, '/organization/update-member-role', { memberId: adminMemberId, role: 'owner' });
    expect(await call(auth, owner, '/organization/update-member-role', { memberId: ownerMemberId, role: 'admin' })).toMatchObject({ status: 200, body: { role: 'admin' } });
  });

  it('two owners demote each other at once: one change wins, an owner is left', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, organizationId, ownerMemberId, adminMemberId } = await team3(auth);
    await call(auth, owner, '/organization/update-member-role', { memberId: adminMemberId, role: 'owner' });
    const answers = await Promise.all([
      call(auth, owner, '/organization/update-member-role', { memberId: adminMemberId, role: 'member' }),
      call(auth, admin, '/organization/update-member-role', { memberId: ownerMemberId, role: 'member' }),
    ]);
    // Exactly one change wins. The loser's answer depends on timing: checking its
    // permission after the other demotion committed gives 403; checking it before
    // passes that check and meets the last-owner guard, 400.
    const winners = answers.filter((answer) => answer.status === 200);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect([
      { status: 400, code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER' },
      { status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER' },
    ]).toContainEqual({ status: losers[0]?.status, code: losers[0]?.body.code });
    expect(await rows(auth, 'member', [{ field: 'organizationId', value: organizationId }, { field: 'role', value: 'owner' }])).toBe(1);
  });
});

describe('remove-member and leave', () => {
  it('an admin removes a member by id or email; the member loses the organization on every session', async () => {
    const auth = createOrganizationAuth();
    const { admin, member, organizationId, memberMemberId } = await team3(auth);
    await call(auth, member, '/organization/set-active', { organizationId });
    const removed = await call(auth, admin, '/organization/remove-member', { memberIdOrEmail: memberMemberId });
    expect(removed).toMatchObject({ status: 200, body: { member: { id: memberMemberId, userId: member.userId } } });
    expect((await sessionOf(auth, member))?.session.activeOrganizationId ?? null).toBeNull();
    const again = await user(auth, 'again@example.com');
    await auth.api.addMember({ body: { organizationId, userId: again.userId, role: 'member' } });
    expect(await call(auth, admin, '/organization/remove-member', { memberIdOrEmail: 'AGAIN@example.com' })).toMatchObject({ status: 200 });
    expect(await rows(auth, 'member')).toBe(2);
    expect(await call(auth, admin, '/organization/remove-member', { memberIdOrEmail: 'nobody@example.com' })).toMatchObject({
      status: 400,
      body: { code: 'MEMBER_NOT_FOUND' },
    });
  });

  it('a member cannot remove anyone', async () => {
    const auth = createOrganizationAuth();
    const { member, adminMemberId } = await team3(auth);
    expect(await call(auth, member, '/organization/remove-member', { memberIdOrEmail: adminMemberId })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER' },
    });
  });

  it('an admin removes the owner: refused', async () => {
    const auth = createOrganizationAuth();
    const { admin, owner, ownerMemberId } = await team3(auth);
    for (const memberIdOrEmail of [ownerMemberId, owner.email]) {
      expect(await call(auth, admin, '/organization/remove-member', { memberIdOrEmail })).toMatchObject({
        status: 403,
        body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER' },
      });
    }
    expect(await rows(auth, 'member')).toBe(3);
  });

  it('the last owner can neither leave nor be removed; others leave', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, organizationId, ownerMemberId } = await team3(auth);
    expect(await call(auth, owner, '/organization/leave', { organizationId })).toMatchObject({
      status: 400,
      body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' },
    });
    expect(await call(auth, owner, '/organization/remove-member', { memberIdOrEmail: ownerMemberId })).toMatchObject({
      status: 400,
      body: { code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' },
    });
    expect(await call(auth, member, '/organization/leave', { organizationId })).toMatchObject({ status: 200, body: { userId: member.userId } });
    expect(await call(auth, member, '/organization/leave', { organizationId })).toMatchObject({
      status: 403,
      body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
    });
  });

  it('two owners leave at once: one leaves, the other stays the owner', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, organizationId, adminMemberId } = await team3(auth);
    await call(auth, owner, '/organization/update-member-role', { memberId: adminMemberId, role: 'owner' });
    const answers = await Promise.all([owner, admin].map((who) => call(auth, who, '/organization/leave', { organizationId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await rows(auth, 'member', [{ field: 'organizationId', value: organizationId }, { field: 'role', value: 'owner' }])).toBe(1);
  });
});
