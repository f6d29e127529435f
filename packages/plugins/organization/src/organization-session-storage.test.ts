// The organization plugin with sessions kept only in secondary storage: the active organization and team
// it writes on sessions, and clears when they go, must show in the stored copies.
import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from 'latchkey';
import { call, createOrganizationAuth, sessionOf, team3 } from '@latchkey/test-utils/plugin-instances/organization';

describe('organization with sessions only in secondary storage', () => {
  const setup = () =>
    createOrganizationAuth({
      auth: { secondaryStorage: memoryKeyValueStore(), session: { storage: 'secondary', storeInDatabase: false } },
    });

  it('sets the active organization and team, and clears them when the team and the organization go', async () => {
    const auth = setup();
    const { owner, member, organizationId } = await team3(auth);
    await call(auth, member, '/organization/set-active', { organizationId });
    expect((await sessionOf(auth, member))?.session.activeOrganizationId).toBe(organizationId);
    const team = await call<{ id: string }>(auth, owner, '/organization/create-team', { name: 'Core' });
    await call(auth, owner, '/organization/add-team-member', { teamId: team.body.id, userId: member.userId });
    expect((await call(auth, member, '/organization/set-active-team', { teamId: team.body.id })).status).toBe(200);
    expect((await sessionOf(auth, member))?.session.activeTeamId).toBe(team.body.id);
    expect((await call(auth, owner, '/organization/remove-team', { teamId: team.body.id })).status).toBe(200);
    expect((await sessionOf(auth, member))?.session.activeTeamId ?? null).toBeNull();
    expect((await call(auth, owner, '/organization/delete', { organizationId })).status).toBe(200);
    expect((await sessionOf(auth, member))?.session.activeOrganizationId ?? null).toBeNull();
  });
});
