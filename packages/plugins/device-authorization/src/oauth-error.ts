import type { EndpointContext } from 'latchkey/plugins';

/** RFC 6749 / RFC 8628 error codes the device routes answer. */
export type DeviceFlowError =
  | 'authorization_pending'
  | 'slow_down'
  | 'expired_token'
  | 'access_denied'
  | 'invalid_grant'
  | 'invalid_client'
  | 'invalid_request'
  | 'unsupported_grant_type';

export interface OAuthErrorBody {
  error: DeviceFlowError;
  error_description: string;
}

const DESCRIPTIONS: Record<DeviceFlowError, string> = {
  authorization_pending: 'Authorization pending',
  slow_down: 'Polling too frequently',
  expired_token: 'The device code has expired',
  access_denied: 'Access denied',
  invalid_grant: 'Invalid device code',
  invalid_client: 'Invalid client',
  invalid_request: 'Invalid request',
  unsupported_grant_type: 'Unsupported grant type',
};

/**
 * Answers 400 with the RFC's `{ error, error_description }` body, which device
 * clients written against any OAuth server read.
 *
 * @example
 * if (record.status === 'pending') return oauthError(ctx, 'authorization_pending');
 */
export function oauthError(ctx: Pick<EndpointContext, 'setStatus'>, error: DeviceFlowError, description?: string): OAuthErrorBody {
  ctx.setStatus(400);
  return { error, error_description: description ?? DESCRIPTIONS[error] };
}
