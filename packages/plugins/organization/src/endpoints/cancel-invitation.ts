import { AuthError, defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { answerInvitation, findInvitation } from '../invitation-access.js';
import { idInput } from '../organization-input.js';
import { findMember } from '../organization-member.js';
import { assertMemberCan } from '../role-permissions.js';
import type { InvitationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/cancel-invitation`: withdraws a pending invitation of
 * the caller's organization. Needs `invitation: cancel`; an invitation of an
 * organization the caller is not in answers INVITATION_NOT_FOUND.
 */
export const cancelInvitation = defineEndpoint({
  ...organizationRoutes.cancelInvitation,
  body: lazySchema((z) => z.object({ invitationId: idInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<InvitationRow> => {
    const invitation = await findInvitation(ctx, ctx.body.invitationId);
    const member = await findMember(ctx, { organizationId: invitation.organizationId, userId: ctx.session.user.id });
    if (!member) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_NOT_FOUND');
    await assertMemberCan(ctx, member, { permissions: { invitation: ['cancel'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION' });
    if (invitation.status === 'canceled') throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_CANCELED');
    return answerInvitation(ctx, ctx.auth.db, { invitation, status: 'canceled' });
  },
});
