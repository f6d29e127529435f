import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { setActiveOnSession } from '../active-organization.js';
import { addMembership } from '../add-membership.js';
import { answerInvitation, assertPending, assertRecipient, findInvitation } from '../invitation-access.js';
import { idInput } from '../organization-input.js';
import { organizationKey } from '../organization-options.js';
import { findOrganization } from '../organization-records.js';
import type { InvitationRow, MemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/accept-invitation`: the invited person (signed in, with
 * the invitation's address verified) joins the organization, which becomes
 * active. The status change and the membership are one transaction, and the
 * status moves only from pending: of simultaneous acceptances exactly one joins.
 */
export const acceptInvitation = defineEndpoint({
  ...organizationRoutes.acceptInvitation,
  body: lazySchema((z) => z.object({ invitationId: idInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ invitation: InvitationRow; member: MemberRow }> => {
    const invitation = await findInvitation(ctx, ctx.body.invitationId);
    assertRecipient(ctx, invitation);
    assertPending(invitation);
    const hooks = organizationKey.options(ctx.auth).hooks;
    const organization = await findOrganization(ctx, invitation.organizationId);
    const user = ctx.session.user;
    await hooks.beforeAcceptInvitation?.({ invitation, organization, user });
    const accepted = await ctx.auth.db.transaction(async (tx) => {
      const answered = await answerInvitation(ctx, tx, { invitation, status: 'accepted' });
      const member = await addMembership(ctx, tx, {
        organizationId: invitation.organizationId,
        userId: user.id,
        role: invitation.role,
        teamId: invitation.teamId,
      });
      return { invitation: answered, member };
    });
    await setActiveOnSession(ctx, ctx.session, { organizationId: invitation.organizationId, teamId: invitation.teamId ?? null });
    await hooks.afterAcceptInvitation?.({ ...accepted, organization, user });
    return accepted;
  },
});
