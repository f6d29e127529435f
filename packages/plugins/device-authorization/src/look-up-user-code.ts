import type { EndpointContext } from 'latchkey/plugins';
import { findDeviceCode, isExpired, type DeviceCodeRecord } from './device-code-record.js';
import { deviceAuthorizationKey } from './device-authorization-options.js';
import { reserveGuess } from './guess-limiter.js';
import { userCodeError } from './user-code-error.js';
import { hashUserCode, normalizeUserCode } from './user-code.js';

/**
 * The row of a user code a person typed (with or without the dash, any
 * case), behind the guess limits: 429 once too many wrong codes came from this
 * IP or from everyone, 400 `INVALID_USER_CODE` (`invalid_request`; its
 * reserved guess stays counted) or `EXPIRED_USER_CODE` (`expired_token`).
 */
export async function lookUpUserCode(ctx: Pick<EndpointContext, 'auth' | 'clientIp'>, typed: string): Promise<DeviceCodeRecord> {
  const guess = await reserveGuess(ctx);
  const code = normalizeUserCode(typed, deviceAuthorizationKey.options(ctx.auth).userCodeLength);
  const record = code === null ? null : await findDeviceCode(ctx.auth, { field: 'userCode', hash: hashUserCode(ctx.auth, code) });
  if (!record) throw userCodeError('INVALID_USER_CODE');
  await guess.giveBack();
  if (isExpired(record)) throw userCodeError('EXPIRED_USER_CODE');
  return record;
}
