import type { EndpointContext } from 'latchkey/plugins';
import type { DeviceCodeAnswer } from './device-code-answer.js';

/** What one poll of a code another plugin redeems comes to. */
export type DeviceGrantPoll =
  | { status: 'approved'; userId: string; scope: string | null; approvedAt: Date }
  | { status: 'refused'; error: 'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied' | 'invalid_grant' };

/**
 * The device flow for another plugin's token endpoint (an OpenID provider's
 * registered clients): that plugin authenticates its client and issues its own
 * tokens; this plugin keeps the codes, the verification page, the approval and
 * the pace. A code started here names its `redeemer` and is redeemed only
 * through `redeem` with the same one: `/device/token` refuses it, and a code
 * from `/device/code` is refused here.
 *
 * Plugins do not import each other: the other plugin finds these on the
 * device plugin's resolved options (`grants`), by shape.
 *
 * @example
 * const answer = await grants.start(ctx, { clientId, scope: 'openid', redeemer: 'oidc-provider' });
 * const poll = await grants.redeem(ctx, { deviceCode, clientId, redeemer: 'oidc-provider' });
 */
export interface DeviceGrants {
  /** Stores a pending code for an authenticated client and answers what the device shows (RFC 8628 §3.2). */
  start(ctx: EndpointContext, input: { clientId: string; scope: string | null; redeemer: string }): Promise<DeviceCodeAnswer>;
  /**
   * One poll (RFC 8628 §3.4, §3.5): the same pace, expiry and denial rules as
   * `/device/token`. An approved code is spent by one atomic delete, so of
   * simultaneous polls exactly one answers `approved`.
   */
  redeem(ctx: EndpointContext, input: { deviceCode: string; clientId: string; redeemer: string }): Promise<DeviceGrantPoll>;
}
