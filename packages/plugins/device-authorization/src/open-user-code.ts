import type { AuthContext } from 'latchkey/plugins';
import { findDeviceCode, isExpired, pendingCodeOf, type DeviceCodeRecord } from './device-code-record.js';
import { userCodeError } from './user-code-error.js';

/**
 * Binds a pending code to the signed-in user who opens it first, in one
 * conditional update (pending, unexpired and unbound → bound): of two users
 * opening it at once exactly one binds it, and from then on only that user may
 * approve or deny it. Opening one's own code again is fine; a code bound to
 * someone else answers 403 `USER_CODE_OPENED_BY_ANOTHER_USER`, so a second
 * account cannot take a code over.
 */
export async function openUserCode(auth: AuthContext, input: { record: DeviceCodeRecord; userId: string }): Promise<void> {
  const { record, userId } = input;
  if (record.userId === userId) return;
  // Only a pending code can be bound; a decided one already names who decided it.
  if (record.userId === null && record.status !== 'pending') return;
  if (record.userId === null) {
    const now = new Date();
    const bound = await auth.db.updateMany({
      model: 'deviceCode',
      where: pendingCodeOf({ id: record.id, userId: null, now }),
      update: { userId, updatedAt: now },
    });
    if (bound === 1) return;
    const current = await findDeviceCode(auth, { field: 'userCode', hash: record.userCode });
    if (current?.userId === userId) return;
    if (current && isExpired(current, now.getTime())) throw userCodeError('EXPIRED_USER_CODE');
  }
  throw userCodeError('USER_CODE_OPENED_BY_ANOTHER_USER');
}
