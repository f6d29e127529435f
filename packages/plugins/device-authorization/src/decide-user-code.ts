import { AuthError } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';
import { findDeviceCode, isExpired } from './device-code-record.js';
import { DEVICE_AUTHORIZATION_ERROR_CODES as CODES } from './error-codes.js';
import { lookUpUserCode } from './look-up-user-code.js';

/**
 * Approves or denies a pending code for the signed-in user, in one conditional
 * update (pending and unexpired → decided): of two decisions at once exactly one
 * succeeds, and the other answers `USER_CODE_ALREADY_PROCESSED`.
 */
export async function decideUserCode(
  ctx: Pick<EndpointContext, 'auth' | 'clientIp'> & { session: CurrentSession },
  input: { userCode: string; status: 'approved' | 'denied' },
): Promise<{ success: true }> {
  const record = await lookUpUserCode(ctx, input.userCode);
  const now = new Date();
  const changed = await ctx.auth.db.updateMany({
    model: 'deviceCode',
    where: [
      { field: 'id', value: record.id },
      { field: 'status', value: 'pending' },
      { field: 'expiresAt', operator: 'gt', value: now },
    ],
    update: { status: input.status, userId: ctx.session.user.id, updatedAt: now },
  });
  if (changed === 1) return { success: true };
  const current = await findDeviceCode(ctx.auth, { field: 'userCode', hash: record.userCode });
  if (current && isExpired(current, now.getTime())) throw AuthError.of(CODES, 'EXPIRED_USER_CODE');
  throw AuthError.of(CODES, 'USER_CODE_ALREADY_PROCESSED');
}
