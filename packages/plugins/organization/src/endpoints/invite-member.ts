import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { lockedWrite } from '../locked-write.js';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { organizationKey } from '../organization-options.js';
import { findOrganization } from '../organization-records.js';
import { roleInput, roleNames } from '../role-input.js';
import { assertMayGrant, assertMemberCan } from '../role-permissions.js';
import { teamInOrganization } from '../team-in-organization.js';
import type { InvitationRow, MemberRow, OrganizationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** Hands the invitation to the app's mailer after the answer is built; failures are logged by the core. */
function mailInvitation(ctx: EndpointContext, input: { invitation: InvitationRow; organization: OrganizationRow; inviter: MemberRow; user: User }): void {
  const send = organizationKey.options(ctx.auth).sendInvitationEmail;
  if (!send) return;
  const { invitation, organization, inviter, user } = input;
  const data = { id: invitation.id, email: invitation.email, role: invitation.role, organization, invitation, inviter: { member: inviter, user } };
  ctx.auth.runInBackground(async () => send(data, ctx.request));
}

async function assertNotMember(ctx: EndpointContext, input: { organizationId: string; email: string }): Promise<void> {
  const user = await ctx.auth.db.findOne<{ id: string }>({ model: 'user', where: [{ field: 'email', value: input.email }] });
  if (!user) return;
  const member = await ctx.auth.db.findOne({
    model: 'member',
    where: [{ field: 'organizationId', value: input.organizationId }, { field: 'userId', value: user.id }],
  });
  if (member) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
}

/**
 * `POST /organization/invite-member`: invites an address with one role or
 * several (within the inviter's own permissions), valid 48 hours by default,
 * and mails it through `sendInvitationEmail`. A pending invitation for the
 * same address answers 400 unless `resend`, which re-mails that same
 * invitation with a fresh expiry. Needs `invitation: create`.
 */
export const inviteMember = defineEndpoint({
  ...organizationRoutes.inviteMember,
  body: lazySchema((z) => z.object({
    email: z.email().max(255),
    role: roleInput(z),
    organizationId: idInput(z).optional(),
    resend: z.boolean().optional(),
    teamId: idInput(z).optional(),
  })),
  use: [sessionMiddleware],
  meta: { sendsMessage: true },
  handler: async (ctx): Promise<InvitationRow> => {
    const { organizationId, member } = await requireMember(ctx, ctx.session, ctx.body);
    await assertMemberCan(ctx, member, { permissions: { invitation: ['create'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION' });
    const names = roleNames(ctx.body.role);
    await assertMayGrant(ctx, member, names);
    if (ctx.body.teamId) await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    const email = ctx.body.email.toLowerCase();
    await assertNotMember(ctx, { organizationId, email });
    const options = organizationKey.options(ctx.auth);
    const organization = await findOrganization(ctx, organizationId);
    const expiresAt = new Date(Date.now() + options.invitationExpiresIn * 1000);
    const pending = [{ field: 'organizationId', value: organizationId }, { field: 'status', value: 'pending' }];
    // The organization's row is locked while the invitation is checked and written:
    // racing invitations count one at a time and never invite one address twice.
    // The invitation and its event commit together.
    const recorded = async (tx: DatabaseAdapter, written: InvitationRow): Promise<InvitationRow> => {
      const detail = { invitationId: written.id, role: written.role };
      await emitEvent(ctx, { type: 'organization.invitation-created', organizationId, detail }, { db: tx });
      return written;
    };
    const invitation = await lockedWrite(ctx, { model: 'organization', id: organizationId }, async (tx) => {
      const existing = await tx.findOne<InvitationRow>({ model: 'invitation', where: [...pending, { field: 'email', value: email }] });
      if (existing && new Date(existing.expiresAt).getTime() > Date.now()) {
        if (!ctx.body.resend) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION');
        await tx.update({ model: 'invitation', where: [{ field: 'id', value: existing.id }], update: { expiresAt } });
        return recorded(tx, { ...existing, expiresAt });
      }
      if ((await tx.count({ model: 'invitation', where: pending })) >= options.invitationLimit) {
        throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_LIMIT_REACHED');
      }
      return recorded(tx, await tx.create<InvitationRow>({
        model: 'invitation',
        data: {
          id: ctx.auth.generateId(),
          organizationId,
          email,
          role: names.join(','),
          status: 'pending',
          teamId: ctx.body.teamId ?? null,
          inviterId: ctx.session.user.id,
          expiresAt,
          createdAt: new Date(),
        },
      }));
    });
    mailInvitation(ctx, { invitation, organization, inviter: member, user: ctx.session.user });
    return invitation;
  },
});
