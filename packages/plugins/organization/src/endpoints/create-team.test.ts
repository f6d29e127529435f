import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, rows, sessionOf, team3 } from '@latchkey/test-utils/plugin-instances/organization';

describe('teams', () => {
  it('create, update, list, members, active team and remove', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, member, organizationId } = await team3(auth);
    const created = await call<{ id: string; name: string }>(auth, admin, '/organization/create-team', { name: 'Core' });
    expect(created).toMatchObject({ status: 200, body: { name: 'Core', organizationId } });
    const teamId = created.body.id;
    expect(await call(auth, owner, '/organization/update-team', { teamId, data: { name: 'Platform' } })).toMatchObject({ status: 200, body: { name: 'Platform' } });
    expect((await call<{ name: string }[]>(auth, member, '/organization/list-teams')).body.map((t) => t.name)).toEqual(['Platform']);
    expect(await call(auth, admin, '/organization/add-team-member', { teamId, userId: member.userId })).toMatchObject({ status: 200, body: { teamId, userId: member.userId } });
    expect((await call<{ id: string }[]>(auth, member, '/organization/list-user-teams')).body.map((t) => t.id)).toEqual([teamId]);
    expect((await call<{ userId: string }[]>(auth, member, `/organization/list-team-members?teamId=${teamId}`)).body.map((m) => m.userId)).toEqual([member.userId]);
    expect(await call(auth, member, '/organization/set-active-team', { teamId })).toMatchObject({ status: 200, body: { id: teamId } });
    expect((await sessionOf(auth, member))?.session.activeTeamId).toBe(teamId);
    expect((await call<{ userId: string }[]>(auth, member, '/organization/list-team-members')).body).toHaveLength(1);
    expect(await call(auth, owner, '/organization/set-active-team', { teamId })).toMatchObject({ status: 403, body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM' } });
    expect(await call(auth, member, '/organization/set-active-team', { teamId: null })).toEqual({ status: 200, body: null });
    await call(auth, member, '/organization/set-active-team', { teamId });
    expect(await call(auth, owner, '/organization/remove-team', { teamId })).toEqual({ status: 200, body: { message: 'Team removed successfully.' } });
    expect(await rows(auth, 'teamMember')).toBe(0);
    expect((await sessionOf(auth, member))?.session.activeTeamId ?? null).toBeNull();
  });

  it('remove-team-member, and a team member must belong to the organization', async () => {
    const auth = createOrganizationAuth();
    const { owner, member } = await team3(auth);
    const other = await team3(auth, 'other');
    const team = await call<{ id: string }>(auth, owner, '/organization/create-team', { name: 'Core' });
    expect(await call(auth, owner, '/organization/add-team-member', { teamId: team.body.id, userId: other.member.userId })).toMatchObject({
      status: 403,
      body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
    });
    await call(auth, owner, '/organization/add-team-member', { teamId: team.body.id, userId: member.userId });
    expect(await call(auth, owner, '/organization/remove-team-member', { teamId: team.body.id, userId: member.userId })).toMatchObject({ status: 200 });
    expect(await call(auth, owner, '/organization/remove-team-member', { teamId: team.body.id, userId: member.userId })).toMatchObject({
      status: 403,
      body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_TEAM' },
    });
  });

  it('members cannot manage teams; names need a character; limits apply', async () => {
    const auth = createOrganizationAuth({ organization: { maximumTeams: 1, maximumMembersPerTeam: 1 } });
    const { owner, admin, member } = await team3(auth);
    expect(await call(auth, member, '/organization/create-team', { name: 'Mine' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION' },
    });
    expect(await call(auth, owner, '/organization/create-team', { name: '' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await call(auth, owner, '/organization/create-team', { name: '   ' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const team = await call<{ id: string }>(auth, owner, '/organization/create-team', { name: 'A' });
    expect(await call(auth, owner, '/organization/create-team', { name: 'B' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS' },
    });
    const teamId = team.body.id;
    for (const [path, body, code] of [
      ['/organization/update-team', { teamId, data: { name: 'X' } }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'],
      ['/organization/remove-team', { teamId }, 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM'],
      ['/organization/add-team-member', { teamId, userId: member.userId }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'],
      ['/organization/remove-team-member', { teamId, userId: member.userId }, 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM'],
    ] as const) {
      expect(await call(auth, member, path, body), path).toMatchObject({ status: 403, body: { code } });
    }
    await call(auth, owner, '/organization/add-team-member', { teamId, userId: admin.userId });
    expect(await call(auth, owner, '/organization/add-team-member', { teamId, userId: member.userId })).toMatchObject({
      status: 403,
      body: { code: 'TEAM_MEMBER_LIMIT_REACHED' },
    });
    expect(await call(auth, owner, '/organization/list-team-members')).toMatchObject({ status: 400, body: { code: 'TEAM_NOT_FOUND' } });
  });
});
