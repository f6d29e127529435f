import type { AuthError, CurrentSession, EndpointContext } from 'latchkey/plugins';
import { findDeviceCode, isExpired, pendingCodeOf, type DeviceCodeRecord } from './device-code-record.js';
import { lookUpUserCode } from './look-up-user-code.js';
import { userCodeError } from './user-code-error.js';
import { emitEvent } from 'latchkey/plugins';

/**
 * Approves or denies a pending code for the signed-in user who opened it
 * (`GET /device` binds a code to its first signed-in opener), in one conditional
 * update (pending, unexpired and bound to this user → decided): of two
 * decisions at once exactly one succeeds, and the other answers
 * `USER_CODE_ALREADY_PROCESSED`. A code nobody opened answers 400
 * `USER_CODE_NOT_OPENED`, one another account opened 403
 * `USER_CODE_OPENED_BY_ANOTHER_USER`: nobody can approve a code they did not
 * see, or decide for a device that someone else is signing in.
 */
export async function decideUserCode(
  ctx: EndpointContext & { session: CurrentSession },
  input: { userCode: string; status: 'approved' | 'denied' },
): Promise<{ success: true }> {
  const record = await lookUpUserCode(ctx, input.userCode);
  const userId = ctx.session.user.id;
  const now = new Date();
  // The decision and its event commit together.
  const changed = await ctx.auth.db.transaction(async (tx) => {
    const count = await tx.updateMany({
      model: 'deviceCode',
      where: pendingCodeOf({ id: record.id, userId, now }),
      update: { status: input.status, updatedAt: now },
    });
    if (count === 1) await emitEvent(ctx, { type: `device-code.${input.status}`, detail: { clientId: record.clientId } }, { db: tx });
    return count;
  });
  if (changed === 1) return { success: true };
  throw refusal(await findDeviceCode(ctx.auth, { field: 'userCode', hash: record.userCode }), { userId, now });
}

/** Why a decision changed nothing, from the row as it is now (null once redeemed). */
function refusal(current: DeviceCodeRecord | null, input: { userId: string; now: Date }): AuthError {
  if (current && isExpired(current, input.now.getTime())) return userCodeError('EXPIRED_USER_CODE');
  if (current?.userId === null) return userCodeError('USER_CODE_NOT_OPENED');
  if (current && current.userId !== input.userId) return userCodeError('USER_CODE_OPENED_BY_ANOTHER_USER');
  return userCodeError('USER_CODE_ALREADY_PROCESSED');
}
