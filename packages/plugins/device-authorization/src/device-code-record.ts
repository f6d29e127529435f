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
