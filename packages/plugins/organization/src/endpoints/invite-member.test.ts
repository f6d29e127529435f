import { describe, expect, it } from 'vitest';
import { call, createOrganizationAuth, rows, team3, user } from '@latchkey/test-utils/plugin-instances/organization';

describe('invite-member, cancel, list and resend', () => {
  it('invites for 48 hours and mails the invitation through sendInvitationEmail', async () => {
    const auth = createOrganizationAuth();
    const { owner, organizationId } = await team3(auth);
    const before = Date.now();
    const invited = await call<Record<string, any>>(auth, owner, '/organization/invite-member', { email: 'New@Example.com', role: 'member' });
    expect(invited.body).toMatchObject({ email: 'new@example.com', role: 'member', status: 'pending', organizationId, inviterId: owner.userId });
    const lifetime = new Date(invited.body.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(48 * 3600 * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600 * 1000 + 60_000);
    await auth.settle();
    expect(auth.mailbox).toHaveLength(1);
    expect(auth.mailbox[0]).toMatchObject({ id: invited.body.id, email: 'new@example.com', organization: { slug: 'acme' }, inviter: { user: { email: owner.email } } });
    const listed = await call<{ id: string }[]>(auth, owner, '/organization/list-invitations');
    expect(listed.body.map((i) => i.id)).toEqual([invited.body.id]);
  });

  it('resend re-mails the same invitation; without it a second invitation is refused', async () => {
    const auth = createOrganizationAuth();
    const { owner } = await team3(auth);
    const first = await call<{ id: string }>(auth, owner, '/organization/invite-member', { email: 'new@example.com', role: 'member' });
    expect(await call(auth, owner, '/organization/invite-member', { email: 'new@example.com', role: 'member' })).toMatchObject({
      status: 400,
      body: { code: 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION' },
    });
    const resent = await call<{ id: string }>(auth, owner, '/organization/invite-member', { email: 'new@example.com', role: 'member', resend: true });
    expect(resent).toMatchObject({ status: 200, body: { id: first.body.id } });
    await auth.settle();
    expect(auth.mailbox.map((mail) => mail.id)).toEqual([first.body.id, first.body.id]);
    expect(await rows(auth, 'invitation')).toBe(1);
  });

  it('refuses members, existing members, unknown roles, roles above the inviter and the pending cap', async () => {
    const auth = createOrganizationAuth({ organization: { invitationLimit: 2 } });
    const { admin, member } = await team3(auth);
    expect(await call(auth, member, '/organization/invite-member', { email: 'x@example.com', role: 'member' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION' },
    });
    expect(await call(auth, admin, '/organization/invite-member', { email: member.email, role: 'member' })).toMatchObject({
      status: 400,
      body: { code: 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION' },
    });
    expect(await call(auth, admin, '/organization/invite-member', { email: 'x@example.com', role: 'god' })).toMatchObject({ status: 400, body: { code: 'ROLE_NOT_FOUND' } });
    expect(await call(auth, admin, '/organization/invite-member', { email: 'x@example.com', role: 'owner' })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_GRANT_THIS_ROLE' },
    });
    expect(await call(auth, admin, '/organization/invite-member', { email: 'not-an-email', role: 'member' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    await call(auth, admin, '/organization/invite-member', { email: 'a@example.com', role: 'member' });
    await call(auth, admin, '/organization/invite-member', { email: 'b@example.com', role: 'member' });
    expect(await call(auth, admin, '/organization/invite-member', { email: 'c@example.com', role: 'member' })).toMatchObject({
      status: 403,
      body: { code: 'INVITATION_LIMIT_REACHED' },
    });
  });

  it('cancel: by an admin, not by a member; twice answers clearly', async () => {
    const auth = createOrganizationAuth();
    const { admin, member } = await team3(auth);
    const invited = await call<{ id: string }>(auth, admin, '/organization/invite-member', { email: 'new@example.com', role: 'member' });
    expect(await call(auth, member, '/organization/cancel-invitation', { invitationId: invited.body.id })).toMatchObject({
      status: 403,
      body: { code: 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION' },
    });
    expect(await call(auth, admin, '/organization/cancel-invitation', { invitationId: invited.body.id })).toMatchObject({
      status: 200,
      body: { id: invited.body.id, status: 'canceled' },
    });
    expect(await call(auth, admin, '/organization/cancel-invitation', { invitationId: invited.body.id })).toMatchObject({
      status: 400,
      body: { code: 'INVITATION_CANCELED' },
    });
    expect(await call(auth, admin, '/organization/cancel-invitation', { invitationId: 'missing' })).toMatchObject({ status: 400, body: { code: 'INVITATION_NOT_FOUND' } });
  });

  it('list-user-invitations shows pending invitations for a verified address only', async () => {
    const auth = createOrganizationAuth();
    const { owner } = await team3(auth);
    await call(auth, owner, '/organization/invite-member', { email: 'eve@example.com', role: 'member' });
    await call(auth, owner, '/organization/invite-member', { email: 'mallory@example.com', role: 'member' });
    const eve = await user(auth, 'eve@example.com');
    const listed = await call<Record<string, unknown>[]>(auth, eve, '/organization/list-user-invitations');
    expect(listed.body).toEqual([expect.objectContaining({ email: 'eve@example.com', organizationName: 'ACME' })]);
    const mallory = await user(auth, 'mallory@example.com', { verified: false });
    expect(await call(auth, mallory, '/organization/list-user-invitations')).toEqual({ status: 200, body: [] });
  });
});
