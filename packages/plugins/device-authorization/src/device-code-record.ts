import type { Where } from 'latchkey';
import type { AuthContext, InferRow } from 'latchkey/plugins';
import type { deviceAuthorizationSchema } from './schema.js';

export type DeviceCodeStatus = 'pending' | 'approved' | 'denied';

/** A row of the `deviceCode` table. */
export interface DeviceCodeRecord extends InferRow<(typeof deviceAuthorizationSchema)['deviceCode']> {
  status: DeviceCodeStatus;
}

/** The row of a stored (hashed) device or user code, or null. */
export function findDeviceCode(auth: AuthContext, by: { field: 'deviceCode' | 'userCode'; hash: string }): Promise<DeviceCodeRecord | null> {
  return auth.db.findOne<DeviceCodeRecord>({ model: 'deviceCode', where: [{ field: by.field, value: by.hash }] });
}

/** Whether a row's codes no longer count. */
export function isExpired(record: Pick<DeviceCodeRecord, 'expiresAt'>, now = Date.now()): boolean {
  return new Date(record.expiresAt).getTime() <= now;
}

/**
 * The conditions of a change that only a live code may take: this row, still
 * pending, unexpired, and held by `userId` (null: opened by nobody yet). Used in
 * conditional updates, so of two changes at once exactly one applies.
 */
export function pendingCodeOf(input: { id: string; userId: string | null; now: Date }): Where[] {
  return [
    { field: 'id', value: input.id },
    { field: 'status', value: 'pending' },
    { field: 'userId', value: input.userId },
    { field: 'expiresAt', operator: 'gt', value: input.now },
  ];
}
