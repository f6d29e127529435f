// Every route that takes an id of an organization, member, team, invitation or role, called with another organization's id.
import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, rows, team3 } from '@latchkey/test-utils/plugin-instances/organization';

async function twoOrganizations() {
  const auth = createOrganizationAuth();
  const mine = await team3(auth, 'mine');
  const theirs = await team3(auth, 'theirs');
  const team = await call<{ id: string }>(auth, theirs.owner, '/organization/create-team', { name: 'Theirs' });
  const invitation = await call<{ id: string }>(auth, theirs.owner, '/organization/invite-member', { email: 'x@example.com', role: 'member' });
  const role = await call<{ roleData: { id: string } }>(auth, theirs.owner, '/organization/create-role', { role: 'auditor', permission: { ac: ['read'] } });
  return { auth, mine, theirs, teamId: team.body.id, invitationId: invitation.body.id, roleId: role.body.roleData.id };
}

describe('every id-taking route called with another organization\'s id', () => {
  it('organization ids: refused as not a member, nothing changed', async () => {
    const { auth, mine, theirs } = await twoOrganizations();
    const organizationId = theirs.organizationId;
    const notMember = { status: 403, body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' } };
    const posts: [string, Record<string, unknown>][] = [
      ['/organization/update', { data: { name: 'Pwned' }, organizationId }],
      ['/organization/delete', { organizationId }],
      ['/organization/set-active', { organizationId }],
      ['/organization/invite-member', { email: 'spy@example.com', role: 'member', organizationId }],
      ['/organization/remove-member', { memberIdOrEmail: theirs.memberMemberId, organizationId }],
      ['/organization/update-member-role', { memberId: theirs.memberMemberId, role: 'admin', organizationId }],
      ['/organization/leave', { organizationId }],
      ['/organization/has-permission', { permissions: { member: ['delete'] }, organizationId }],
      ['/organization/create-team', { name: 'Spy', organizationId }],
      ['/organization/create-role', { role: 'spy', permission: { ac: ['read'] }, organizationId }],
    ];
    for (const [path, body] of posts) expect(await call(auth, mine.owner, path, body), path).toMatchObject(notMember);
    for (const path of ['get-full-organization', 'list-members', 'list-invitations', 'list-teams', 'list-roles', 'get-active-member-role']) {
      expect(await call(auth, mine.owner, `/organization/${path}?organizationId=${organizationId}`), path).toMatchObject(notMember);
    }
    expect(await call(auth, mine.owner, '/organization/get-full-organization?organizationSlug=theirs')).toMatchObject(notMember);
    expect(await rows(auth, 'member', [{ field: 'organizationId', value: organizationId }])).toBe(3);
  });

  it('member ids: another organization\'s member is not found in mine', async () => {
    const { auth, mine, theirs } = await twoOrganizations();
    const notFound = { status: 400, body: { code: 'MEMBER_NOT_FOUND' } };
    expect(await call(auth, mine.owner, '/organization/remove-member', { memberIdOrEmail: theirs.memberMemberId })).toMatchObject(notFound);
    expect(await call(auth, mine.owner, '/organization/remove-member', { memberIdOrEmail: theirs.member.email })).toMatchObject(notFound);
    expect(await call(auth, mine.owner, '/organization/update-member-role', { memberId: theirs.ownerMemberId, role: 'member' })).toMatchObject(notFound);
    expect(await call(auth, mine.owner, `/organization/get-active-member-role?userId=${theirs.owner.userId}`)).toMatchObject(notFound);
    expect(await call(auth, theirs.owner, '/organization/get-active-member-role')).toMatchObject({ body: { role: 'owner' } });
  });

  it('team ids: another organization\'s team is not found in mine', async () => {
    const { auth, mine, theirs, teamId } = await twoOrganizations();
    const notFound = { status: 400, body: { code: 'TEAM_NOT_FOUND' } };
    const posts: [string, Record<string, unknown>][] = [
      ['/organization/update-team', { teamId, data: { name: 'Pwned' } }],
      ['/organization/remove-team', { teamId }],
      ['/organization/set-active-team', { teamId }],
      ['/organization/add-team-member', { teamId, userId: mine.member.userId }],
      ['/organization/remove-team-member', { teamId, userId: theirs.member.userId }],
      ['/organization/invite-member', { email: 'y@example.com', role: 'member', teamId }],
    ];
    for (const [path, body] of posts) expect(await call(auth, mine.owner, path, body), path).toMatchObject(notFound);
    expect(await call(auth, mine.owner, `/organization/list-team-members?teamId=${teamId}`)).toMatchObject(notFound);
    expect(await rows(auth, 'team', [{ field: 'id', value: teamId }])).toBe(1);
  });

  it('invitation ids: another organization\'s invitation cannot be canceled', async () => {
    const { auth, mine, invitationId } = await twoOrganizations();
    expect(await call(auth, mine.owner, '/organization/cancel-invitation', { invitationId })).toMatchObject({
      status: 400,
      body: { code: 'INVITATION_NOT_FOUND' },
    });
    const ctx = await auth.$context;
    expect(await ctx.db.findOne({ model: 'invitation', where: [{ field: 'id', value: invitationId }] })).toMatchObject({ status: 'pending' });
  });

  it('role ids: another organization\'s role is not found in mine and cannot be granted', async () => {
    const { auth, mine, roleId } = await twoOrganizations();
    const notFound = { status: 400, body: { code: 'ROLE_NOT_FOUND' } };
    expect(await call(auth, mine.owner, '/organization/update-role', { roleId, data: { permission: { ac: ['read', 'delete'] } } })).toMatchObject(notFound);
    expect(await call(auth, mine.owner, '/organization/delete-role', { roleId })).toMatchObject(notFound);
    expect(await call(auth, mine.owner, `/organization/get-role?roleId=${roleId}`)).toMatchObject(notFound);
    expect(await call(auth, mine.owner, '/organization/update-member-role', { memberId: mine.memberMemberId, role: 'auditor' })).toMatchObject(notFound);
    expect(await rows(auth, 'organizationRole')).toBe(1);
  });
});
