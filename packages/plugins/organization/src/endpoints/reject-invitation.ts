import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { answerInvitation, assertPending, assertRecipient, findInvitation } from '../invitation-access.js';
import { idInput } from '../organization-input.js';
import type { InvitationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** `POST /organization/reject-invitation`: the invited person (verified address) declines. */
export const rejectInvitation = defineEndpoint({
  ...organizationRoutes.rejectInvitation,
  body: lazySchema((z) => z.object({ invitationId: idInput(z) })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ invitation: InvitationRow; member: null }> => {
    const invitation = await findInvitation(ctx, ctx.body.invitationId);
    assertRecipient(ctx, invitation);
    assertPending(invitation);
    return { invitation: await answerInvitation(ctx, ctx.auth.db, { invitation, status: 'rejected' }), member: null };
  },
});
