import { AuthError, emitEvent } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { organizationKey } from './organization-options.js';
import type { InvitationRow } from './types.js';

/** An invitation by id, or 400 INVITATION_NOT_FOUND. */
export async function findInvitation(ctx: EndpointContext, invitationId: string): Promise<InvitationRow> {
  const invitation = await ctx.auth.db.findOne<InvitationRow>({ model: 'invitation', where: [{ field: 'id', value: invitationId }] });
  if (!invitation) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_NOT_FOUND');
  return invitation;
}

/**
 * Refuses anyone but the invited person: the signed-in user's address must
 * equal the invitation's and, unless `requireEmailVerificationOnInvitation` is
 * off, be verified, so an unverified sign-up with someone else's address
 * cannot take their invitation.
 */
export function assertRecipient(ctx: Pick<EndpointContext, 'auth'> & { session: CurrentSession }, invitation: InvitationRow): void {
  const { user } = ctx.session;
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION');
  }
  if (!user.emailVerified && organizationKey.options(ctx.auth).requireEmailVerificationOnInvitation) {
    throw AuthError.of(ORGANIZATION_ERROR_CODES, 'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION');
  }
}

/** Refuses an invitation that can no longer be answered, saying why. */
export function assertPending(invitation: InvitationRow): void {
  if (invitation.status === 'canceled') throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_CANCELED');
  if (invitation.status !== 'pending') throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_ALREADY_ANSWERED');
  if (new Date(invitation.expiresAt).getTime() <= Date.now()) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_EXPIRED');
}

/**
 * Moves a pending invitation to its answer with one guarded update: of
 * several simultaneous answers exactly one changes the row, the others
 * answer INVITATION_ALREADY_ANSWERED.
 */
export async function answerInvitation(
  ctx: EndpointContext,
  db: EndpointContext['auth']['db'],
  input: { invitation: InvitationRow; status: 'accepted' | 'rejected' | 'canceled' },
): Promise<InvitationRow> {
  const changed = await db.updateMany({
    model: 'invitation',
    where: [
      { field: 'id', value: input.invitation.id },
      { field: 'status', value: 'pending' },
    ],
    update: { status: input.status },
  });
  if (changed !== 1) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'INVITATION_ALREADY_ANSWERED');
  const { id: invitationId, organizationId } = input.invitation;
  await emitEvent(ctx, { type: `organization.invitation-${input.status}`, organizationId, detail: { invitationId } }, { db });
  return { ...input.invitation, status: input.status };
}
