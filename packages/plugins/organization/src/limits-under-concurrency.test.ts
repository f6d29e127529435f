// Every organization limit is counted and then written; 12 requests at once must not
// pass it together. Runs on SQLite, Postgres and MySQL (one transaction per request,
// each locking the row the limit belongs to first).
import { describe, expect, it } from 'vitest';
import {
  call,
  createOrganizationAuth,
  rows,
  team3,
  user,
  type OrganizationAuth,
  type TestUser,
} from '@latchkey/test-utils/plugin-instances/organization';

const AT_ONCE = 12;

/** Sends the same kind of request AT_ONCE times at once; answers the statuses and error codes. */
async function burst(auth: OrganizationAuth, who: TestUser, path: string, body: (i: number) => unknown) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => call<{ code?: string }>(auth, who, path, body(i))));
  return { ok: answers.filter((a) => a.status === 200).length, codes: new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code)) };
}

describe('organization limits hold when requests race', () => {
  it('organizationLimit: a user creating organizations at once ends with exactly the limit', async () => {
    const auth = createOrganizationAuth({ organization: { organizationLimit: 3 } });
    const founder = await user(auth, 'founder@example.com');
    const result = await burst(auth, founder, '/organization/create', (i) => ({ name: `Org ${i}`, slug: `org-${i}` }));
    expect(result).toEqual({ ok: 3, codes: new Set(['YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS']) });
    expect(await rows(auth, 'member', [{ field: 'userId', value: founder.userId }])).toBe(3);
    expect(await rows(auth, 'organization')).toBe(3);
  });

  it('membershipLimit: members added at once stop at the limit', async () => {
    const auth = createOrganizationAuth({ organization: { membershipLimit: 5 } });
    const { organizationId } = await team3(auth); // 3 members already
    const newcomers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => user(auth, `new${i}@example.com`)));
    // add-member is a server call (auth.api), not an HTTP route.
    const added = await Promise.allSettled(newcomers.map((who) => auth.api.addMember({ body: { organizationId, userId: who.userId, role: 'member' } })));
    expect(added.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const refused = added.flatMap((a) => (a.status === 'rejected' ? [(a.reason as { code?: string }).code] : []));
    expect(new Set(refused)).toEqual(new Set(['ORGANIZATION_MEMBERSHIP_LIMIT_REACHED']));
    expect(await rows(auth, 'member', [{ field: 'organizationId', value: organizationId }])).toBe(5);
  });

  it('invitationLimit: invitations sent at once stop at the limit, and one address is invited once', async () => {
    const auth = createOrganizationAuth({ organization: { invitationLimit: 4 } });
    const { owner, organizationId } = await team3(auth);
    const limited = await burst(auth, owner, '/organization/invite-member', (i) => ({ email: `guest${i}@example.com`, role: 'member' }));
    expect(limited).toEqual({ ok: 4, codes: new Set(['INVITATION_LIMIT_REACHED']) });
    const other = await team3(auth, 'other');
    const same = await burst(auth, other.owner, '/organization/invite-member', () => ({ email: 'twice@example.com', role: 'member' }));
    expect(same).toEqual({ ok: 1, codes: new Set(['USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION']) });
    expect(await rows(auth, 'invitation', [{ field: 'organizationId', value: organizationId }])).toBe(4);
    expect(await rows(auth, 'invitation', [{ field: 'organizationId', value: other.organizationId }])).toBe(1);
  });

  it('maximumTeams, maximumMembersPerTeam and maximumRolesPerOrganization stop at their limits', async () => {
    const auth = createOrganizationAuth({ organization: { maximumTeams: 2, maximumMembersPerTeam: 1, maximumRolesPerOrganization: 3 } });
    const { owner, admin, member, organizationId } = await team3(auth);
    const teams = await burst(auth, owner, '/organization/create-team', (i) => ({ name: `Team ${i}` }));
    expect(teams).toEqual({ ok: 2, codes: new Set(['YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS']) });
    expect(await rows(auth, 'team', [{ field: 'organizationId', value: organizationId }])).toBe(2);

    const roles = await burst(auth, owner, '/organization/create-role', (i) => ({ role: `role-${i}`, permission: { invitation: ['create'] } }));
    expect(roles).toEqual({ ok: 3, codes: new Set(['TOO_MANY_ROLES']) });
    expect(await rows(auth, 'organizationRole', [{ field: 'organizationId', value: organizationId }])).toBe(3);

    const team = await call<{ id: string }[]>(auth, owner, '/organization/list-teams');
    const teamId = team.body[0]!.id;
    const joins = await Promise.all([admin, member, owner].map((who) => call(auth, owner, '/organization/add-team-member', { teamId, userId: who.userId })));
    expect(joins.filter((j) => j.status === 200)).toHaveLength(1);
    expect(await rows(auth, 'teamMember', [{ field: 'teamId', value: teamId }])).toBe(1);
  });
});
