// The organization plugin's events, through its routes: each action once, with its organization.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { call, createOrganizationAuth, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('organization events', () => {
  it('organizations, members, invitations, teams and roles: each change once', async () => {
    const recorder = eventRecorder();
    const auth = createOrganizationAuth({ auth: { onEvent: recorder.onEvent } });
    const owner = await user(auth, 'owner@acme.example');
    const bob = await user(auth, 'bob@acme.example');
    const eve = await user(auth, 'eve@acme.example');
    await recorder.clear();
    const created = await call<{ id: string }>(auth, owner, '/organization/create', { name: 'Acme', slug: 'acme' });
    const organizationId = created.body.id;
    await call(auth, owner, '/organization/update', { organizationId, data: { name: 'Acme Inc' } });
    const invited = await call<{ id: string }>(auth, owner, '/organization/invite-member', { organizationId, email: bob.email, role: 'member' });
    await call(auth, bob, '/organization/accept-invitation', { invitationId: invited.body.id });
    const second = await call<{ id: string }>(auth, owner, '/organization/invite-member', { organizationId, email: eve.email, role: 'member' });
    await call(auth, eve, '/organization/reject-invitation', { invitationId: second.body.id });
    const third = await call<{ id: string }>(auth, owner, '/organization/invite-member', { organizationId, email: eve.email, role: 'admin' });
    await call(auth, owner, '/organization/cancel-invitation', { invitationId: third.body.id });
    const members = await call<{ members: { id: string; userId: string }[] }>(auth, owner, '/organization/list-members', undefined);
    const bobMember = members.body.members.find((m) => m.userId === bob.userId)!;
    await call(auth, owner, '/organization/update-member-role', { organizationId, memberId: bobMember.id, role: 'admin' });
    const team = await call<{ id: string }>(auth, owner, '/organization/create-team', { organizationId, name: 'Core' });
    await call(auth, owner, '/organization/update-team', { organizationId, teamId: team.body.id, data: { name: 'Core team' } });
    await call(auth, owner, '/organization/add-team-member', { organizationId, teamId: team.body.id, userId: bob.userId });
    await call(auth, owner, '/organization/remove-team-member', { organizationId, teamId: team.body.id, userId: bob.userId });
    await call(auth, owner, '/organization/remove-team', { organizationId, teamId: team.body.id });
    await call(auth, owner, '/organization/create-role', { organizationId, role: 'auditor', permission: { member: ['update'] } });
    await call(auth, owner, '/organization/update-role', { organizationId, roleName: 'auditor', data: { roleName: 'reviewer' } });
    await call(auth, owner, '/organization/delete-role', { organizationId, roleName: 'reviewer' });
    await call(auth, owner, '/organization/remove-member', { organizationId, memberIdOrEmail: bob.email });
    await call(auth, owner, '/organization/delete', { organizationId });
    await recorder.settle();
    expect(recorder.events.map((e) => e.type)).toEqual([
      'organization.created',
      'organization.updated',
      'organization.invitation-created',
      'organization.invitation-accepted',
      'organization.member-added',
      'organization.invitation-created',
      'organization.invitation-rejected',
      'organization.invitation-created',
      'organization.invitation-canceled',
      'organization.member-role-changed',
      'organization.team-created',
      'organization.team-updated',
      'organization.team-member-added',
      'organization.team-member-removed',
      'organization.team-removed',
      'organization.role-created',
      'organization.role-updated',
      'organization.role-deleted',
      'organization.member-removed',
      'organization.deleted',
    ]);
    expect(recorder.events.every((e) => e.organizationId === organizationId)).toBe(true);
    const memberEvents = recorder.events.filter((e) => e.type.startsWith('organization.member-'));
    expect(memberEvents.every((e) => e.userId === bob.userId)).toBe(true);
    expect(recorder.events.find((e) => e.type === 'organization.member-removed')!.actor).toEqual({ type: 'user', id: owner.userId });
  });
});
