import { describe, expect, it, vi } from 'vitest';
import { send } from '@latchkey/test-utils/account-kit';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { call, createOrganizationAuth, rows, sessionOf, team3, user, type OrganizationAuth } from '@latchkey/test-utils/plugin-instances/organization';

async function invite(auth: OrganizationAuth, email = 'eve@example.com', extra: Record<string, unknown> = {}) {
  const org = await team3(auth);
  const invited = await call<{ id: string }>(auth, org.owner, '/organization/invite-member', { email, role: 'member', ...extra });
  return { ...org, invitationId: invited.body.id };
}

const ANSWERED = { status: 400, code: 'INVITATION_ALREADY_ANSWERED' };

describe('accept, reject and get-invitation', () => {
  it('the invited person joins, the organization becomes active and the hooks run', async () => {
    const before = vi.fn();
    const after = vi.fn();
    const auth = createOrganizationAuth({ organization: { organizationHooks: { beforeAcceptInvitation: before, afterAcceptInvitation: after } } });
    const { invitationId, organizationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    const shown = await call(auth, eve, `/organization/get-invitation?id=${invitationId}`);
    expect(shown).toMatchObject({ status: 200, body: { id: invitationId, organizationName: 'ACME', organizationSlug: 'acme', inviterEmail: 'owner@acme.example' } });
    const accepted = await call(auth, eve, '/organization/accept-invitation', { invitationId });
    expect(accepted).toMatchObject({ status: 200, body: { invitation: { status: 'accepted' }, member: { userId: eve.userId, role: 'member', organizationId } } });
    expect((await sessionOf(auth, eve))?.session.activeOrganizationId).toBe(organizationId);
    expect(before).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
  });

  it('an invitation into a team adds the member to the team', async () => {
    const auth = createOrganizationAuth();
    const org = await team3(auth);
    const team = await call<{ id: string }>(auth, org.owner, '/organization/create-team', { name: 'Core' });
    const invited = await call<{ id: string }>(auth, org.owner, '/organization/invite-member', { email: 'eve@example.com', role: 'member', teamId: team.body.id });
    const eve = await user(auth, 'eve@example.com');
    await call(auth, eve, '/organization/accept-invitation', { invitationId: invited.body.id });
    expect(await rows(auth, 'teamMember', [{ field: 'userId', value: eve.userId }])).toBe(1);
  });

  it('an invitation accepted by another user: refused, also get and reject', async () => {
    const auth = createOrganizationAuth();
    const { invitationId } = await invite(auth);
    const mallory = await user(auth, 'mallory@example.com');
    for (const path of ['/organization/accept-invitation', '/organization/reject-invitation']) {
      expect(await call(auth, mallory, path, { invitationId })).toMatchObject({ status: 403, body: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION' } });
    }
    expect(await call(auth, mallory, `/organization/get-invitation?id=${invitationId}`)).toMatchObject({ status: 403 });
    expect(await rows(auth, 'member')).toBe(3);
  });

  it('an invitation accepted by an unverified address: refused by default, and not listed', async () => {
    const auth = createOrganizationAuth();
    const { invitationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com', { verified: false });
    for (const path of ['/organization/accept-invitation', '/organization/reject-invitation']) {
      expect(await call(auth, eve, path, { invitationId })).toMatchObject({
        status: 403,
        body: { code: 'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION' },
      });
    }
    expect(await call(auth, eve, `/organization/get-invitation?id=${invitationId}`)).toMatchObject({ status: 403 });
    expect(await call(auth, eve, '/organization/list-user-invitations')).toMatchObject({ status: 200, body: [] });
    expect(await rows(auth, 'member')).toBe(3);
  });

  it('requireEmailVerificationOnInvitation: false lets an unverified invitee see, list, accept and reject, as the established option does', async () => {
    const auth = createOrganizationAuth({ organization: { requireEmailVerificationOnInvitation: false } });
    const { invitationId, organizationId, owner } = await invite(auth);
    const eve = await user(auth, 'eve@example.com', { verified: false });
    expect(await call(auth, eve, `/organization/get-invitation?id=${invitationId}`)).toMatchObject({ status: 200, body: { id: invitationId } });
    expect(await call(auth, eve, '/organization/list-user-invitations')).toMatchObject({ status: 200, body: [{ id: invitationId }] });
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId })).toMatchObject({
      status: 200,
      body: { member: { userId: eve.userId, organizationId } },
    });
    const second = await call<{ id: string }>(auth, owner, '/organization/invite-member', { email: 'bob@example.com', role: 'member' });
    const bob = await user(auth, 'bob@example.com', { verified: false });
    expect(await call(auth, bob, '/organization/reject-invitation', { invitationId: second.body.id })).toMatchObject({ status: 200, body: { member: null } });
    // Still only the invited address: someone else's is refused.
    const third = await call<{ id: string }>(auth, owner, '/organization/invite-member', { email: 'carol@example.com', role: 'member' });
    expect(await call(auth, bob, '/organization/accept-invitation', { invitationId: third.body.id })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION' },
    });
  });

  it('an invitation accepted after cancel: refused as canceled', async () => {
    const auth = createOrganizationAuth();
    const { invitationId, owner } = await invite(auth);
    await call(auth, owner, '/organization/cancel-invitation', { invitationId });
    const eve = await user(auth, 'eve@example.com');
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId })).toMatchObject({
      status: 400,
      body: { code: 'INVITATION_CANCELED', message: 'This invitation was canceled' },
    });
  });

  it('an invitation accepted after expiry: refused as expired', async () => {
    const auth = createOrganizationAuth({ organization: { invitationExpiresIn: 60 } });
    const { invitationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    const ctx = await auth.$context;
    await ctx.db.update({ model: 'invitation', where: [{ field: 'id', value: invitationId }], update: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId })).toMatchObject({
      status: 400,
      body: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired' },
    });
    expect(await rows(auth, 'member')).toBe(3);
  });

  it('an invitation accepted 20 times at once: exactly one membership', async () => {
    const auth = createOrganizationAuth();
    const { invitationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    await expectExactlyOnce(() => send(auth, eve.jar, '/organization/accept-invitation', { body: { invitationId } }), { refused: ANSWERED });
    expect(await rows(auth, 'member', [{ field: 'userId', value: eve.userId }])).toBe(1);
  });

  it('accept racing reject and cancel, 20 at once: one answer wins, and a membership exists only if it was an accept', async () => {
    const auth = createOrganizationAuth();
    const { invitationId, owner } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    const paths = ['accept', 'reject', 'cancel'];
    const answer = (i: number) => send(auth, i % 3 === 2 ? owner.jar : eve.jar, `/organization/${paths[i % 3]}-invitation`, { body: { invitationId } });
    const { winner } = await expectExactlyOnce(answer, { refused: [ANSWERED, { status: 400, code: 'INVITATION_CANCELED' }] });
    expect(await rows(auth, 'member', [{ field: 'userId', value: eve.userId }])).toBe(winner.index % 3 === 0 ? 1 : 0);
  });

  it('reject answers member null and the invitation cannot be accepted afterwards', async () => {
    const auth = createOrganizationAuth();
    const { invitationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    expect(await call(auth, eve, '/organization/reject-invitation', { invitationId })).toMatchObject({
      status: 200,
      body: { invitation: { status: 'rejected' }, member: null },
    });
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId })).toMatchObject({ status: 400, body: { code: 'INVITATION_ALREADY_ANSWERED' } });
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId: 'missing' })).toMatchObject({ status: 400, body: { code: 'INVITATION_NOT_FOUND' } });
  });

  it('accepting into a full organization is refused and the invitation stays pending', async () => {
    const auth = createOrganizationAuth({ organization: { membershipLimit: 3 } });
    const { invitationId } = await invite(auth);
    const eve = await user(auth, 'eve@example.com');
    expect(await call(auth, eve, '/organization/accept-invitation', { invitationId })).toMatchObject({
      status: 403,
      body: { code: 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED' },
    });
    const ctx = await auth.$context;
    expect(await ctx.db.findOne({ model: 'invitation', where: [{ field: 'id', value: invitationId }] })).toMatchObject({ status: 'pending' });
  });
});
