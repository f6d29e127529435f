import { hashTokenSync, type EndpointContext } from 'latchkey/plugins';
import { claimPoll } from './claim-poll.js';
import { createDeviceCode } from './create-device-code.js';
import { findDeviceCode, isExpired, type DeviceCodeRecord } from './device-code-record.js';
import { deviceAuthorizationKey } from './device-authorization-options.js';
import { deviceCodeAnswer } from './endpoints/device-code.js';
import type { DeviceGrantPoll, DeviceGrants } from './device-grants-api.js';

const refused = (error: Extract<DeviceGrantPoll, { status: 'refused' }>['error']): DeviceGrantPoll => ({ status: 'refused', error });

async function remove(ctx: EndpointContext, record: DeviceCodeRecord): Promise<void> {
  await ctx.auth.db.delete({ model: 'deviceCode', where: [{ field: 'id', value: record.id }] });
}

/**
 * The device plugin's `DeviceGrants`, on its resolved options as `grants`.
 *
 * @example
 * const poll = await deviceGrants.redeem(ctx, { deviceCode, clientId, redeemer: 'oidc-provider' });
 */
export const deviceGrants: DeviceGrants = {
  async start(ctx, input) {
    const options = deviceAuthorizationKey.options(ctx.auth);
    const created = await createDeviceCode(ctx.auth, { clientId: input.clientId, scope: input.scope, redeemer: input.redeemer, options });
    return deviceCodeAnswer(ctx, created);
  },

  async redeem(ctx, input) {
    const record = await findDeviceCode(ctx.auth, { field: 'deviceCode', hash: hashTokenSync(input.deviceCode) });
    // Another client's code, or one meant for another token endpoint, is answered like an unknown one.
    if (!record || record.clientId !== input.clientId || record.redeemer !== input.redeemer) return refused('invalid_grant');
    if (isExpired(record)) {
      await remove(ctx, record);
      return refused('expired_token');
    }
    if (!(await claimPoll(ctx.auth, record))) return refused('slow_down');
    if (record.status === 'pending') return refused('authorization_pending');
    if (record.status === 'denied') {
      await remove(ctx, record);
      return refused('access_denied');
    }
    const spent = await ctx.auth.db.consumeOne<DeviceCodeRecord>({
      model: 'deviceCode',
      where: [{ field: 'id', value: record.id }, { field: 'status', value: 'approved' }],
    });
    if (!spent?.userId) return refused('invalid_grant');
    return { status: 'approved', userId: spent.userId, scope: spent.scope ?? null, approvedAt: new Date(spent.updatedAt) };
  },
};
