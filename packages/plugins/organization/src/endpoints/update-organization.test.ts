import { describe, expect, it, vi } from 'vitest';
import { call, createOrganizationAuth, createOrg, rows, sessionOf, team3, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('update and delete', () => {
  it('owner and admin update; a member is refused; empty data and a taken slug answer 400', async () => {
    const auth = createOrganizationAuth();
    const { owner, admin, member, organizationId } = await team3(auth);
    expect(await call(auth, owner, '/organization/update', { data: { name: 'Acme Ltd' } })).toMatchObject({ status: 200, body: { name: 'Acme Ltd' } });
    expect(await call(auth, admin, '/organization/update', { data: { logo: 'https://cdn.example/a.png' }, organizationId })).toMatchObject({
      status: 200,
      body: { logo: 'https://cdn.example/a.png' },
    });
    expect(await call(auth, member, '/organization/update', { data: { name: 'Mine' }, organizationId })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION' },
    });
    expect(await call(auth, owner, '/organization/update', { data: {} })).toMatchObject({ status: 400, body: { code: 'NO_DATA_TO_UPDATE_THE_ORGANIZATION' } });
    await createOrg(auth, await user(auth, 'x@example.com'), 'taken');
    expect(await call(auth, owner, '/organization/update', { data: { slug: 'taken' }, organizationId })).toMatchObject({
      status: 400,
      body: { code: 'ORGANIZATION_SLUG_ALREADY_TAKEN' },
    });
    expect(await call(auth, owner, '/organization/update', { data: { id: 'other' }, organizationId })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('an admin cannot delete the organization; the owner deletes it with members, invitations, teams and roles', async () => {
    const before = vi.fn();
    const afterDelete = vi.fn();
    const auth = createOrganizationAuth({ organization: { organizationHooks: { beforeDeleteOrganization: before, afterDeleteOrganization: afterDelete } } });
    const { owner, admin, member, organizationId } = await team3(auth);
    await call(auth, owner, '/organization/invite-member', { email: 'new@example.com', role: 'member' });
    const team = await call<{ id: string }>(auth, owner, '/organization/create-team', { name: 'Core' });
    await call(auth, owner, '/organization/add-team-member', { teamId: team.body.id, userId: member.userId });
    await call(auth, owner, '/organization/create-role', { role: 'auditor', permission: { ac: ['read'] } });
    await call(auth, member, '/organization/set-active', { organizationId });
    expect(await call(auth, admin, '/organization/delete', { organizationId })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION' },
    });
    const deleted = await call(auth, owner, '/organization/delete', { organizationId });
    expect(deleted).toMatchObject({ status: 200, body: { id: organizationId, slug: 'acme' } });
    for (const model of ['organization', 'member', 'invitation', 'team', 'teamMember', 'organizationRole']) expect(await rows(auth, model)).toBe(0);
    expect((await sessionOf(auth, member))?.session.activeOrganizationId ?? null).toBeNull();
    expect((await sessionOf(auth, owner))?.session.activeOrganizationId ?? null).toBeNull();
    expect(before).toHaveBeenCalledOnce();
    expect(afterDelete).toHaveBeenCalledOnce();
  });
});

describe('get-full-organization, set-active and list', () => {
  it('answers the active organization in full, null without one, and refuses non-members', async () => {
    const auth = createOrganizationAuth();
    const { owner, member, organizationId } = await team3(auth);
    const full = await call<Record<string, any>>(auth, owner, '/organization/get-full-organization');
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ id: organizationId, slug: 'acme', invitations: [], teams: [] });
    expect(full.body.members).toHaveLength(3);
    expect(full.body.members[0].user).toEqual({ id: owner.userId, name: 'Test User', email: owner.email, image: null });
    await call(auth, member, '/organization/set-active', { organizationId: null });
    expect(await call(auth, member, '/organization/get-full-organization')).toEqual({ status: 200, body: null });
    const bySlug = await call<Record<string, any>>(auth, member, '/organization/get-full-organization?organizationSlug=acme&membersLimit=1');
    expect(bySlug.body.members).toHaveLength(1);
    const stranger = await user(auth, 'stranger@example.com');
    expect(await call(auth, stranger, `/organization/get-full-organization?organizationId=${organizationId}`)).toMatchObject({
      status: 403,
      body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
    });
    expect(await call(auth, stranger, '/organization/get-full-organization?organizationId=missing')).toMatchObject({
      status: 400,
      body: { code: 'ORGANIZATION_NOT_FOUND' },
    });
  });

  it('set-active switches and clears, visible at once even with the session cookie cache on', async () => {
    const auth = createOrganizationAuth({ auth: { session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    const ada = await user(auth, 'ada@example.com');
    const first = await createOrg(auth, ada, 'first');
    const second = await createOrg(auth, ada, 'second');
    expect((await sessionOf(auth, ada))?.session.activeOrganizationId).toBe(second);
    expect(await call(auth, ada, '/organization/set-active', { organizationId: first })).toMatchObject({ status: 200, body: { id: first } });
    expect((await sessionOf(auth, ada))?.session.activeOrganizationId).toBe(first);
    expect(await call(auth, ada, '/organization/set-active', { organizationSlug: 'second' })).toMatchObject({ status: 200, body: { id: second } });
    expect(await call(auth, ada, '/organization/set-active', { organizationId: null })).toEqual({ status: 200, body: null });
    expect((await sessionOf(auth, ada))?.session.activeOrganizationId ?? null).toBeNull();
    const bob = await user(auth, 'bob@example.com');
    expect(await call(auth, bob, '/organization/set-active', { organizationId: first })).toMatchObject({
      status: 403,
      body: { code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION' },
    });
    expect(await call(auth, bob, '/organization/set-active', { organizationSlug: 'nope' })).toMatchObject({ status: 400, body: { code: 'ORGANIZATION_NOT_FOUND' } });
  });

  it('the active organization cannot be set through update-session', async () => {
    const auth = createOrganizationAuth();
    const ada = await user(auth, 'ada@example.com');
    const answer = await call(auth, ada, '/update-session', { activeOrganizationId: 'someone-elses' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('lists the organizations of the user only', async () => {
    const auth = createOrganizationAuth();
    const ada = await user(auth, 'ada@example.com');
    const bob = await user(auth, 'bob@example.com');
    await createOrg(auth, ada, 'one');
    await createOrg(auth, ada, 'two');
    await createOrg(auth, bob, 'three');
    const listed = await call<{ slug: string }[]>(auth, ada, '/organization/list');
    expect(listed.body.map((o) => o.slug)).toEqual(['one', 'two']);
    expect(await call(auth, null, '/organization/list')).toMatchObject({ status: 401 });
  });
});
