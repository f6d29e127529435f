import type { AuthContext, EndpointContext } from 'latchkey/plugins';
import type { FormBody } from './authenticate-client.js';
import type { StoredClient } from './client-record.js';
import { issueTokens, type TokenAnswer } from './issue-tokens.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';
import { isSubset, parseScope, supportedScopes } from './scopes.js';

// The name codes started here are redeemed under: the device plugin gives them to no other token endpoint.
const REDEEMER = 'oidc-provider';

/** The device authorization answer (RFC 8628 §3.2): what the device shows, and how it polls. */
export interface DeviceAuthorizationAnswer {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

// What the provider uses of the device authorization plugin, described by shape: plugins do not import each other.
type DeviceGrantPoll =
  | { status: 'approved'; userId: string; scope: string | null; approvedAt: Date }
  | { status: 'refused'; error: string };

interface DeviceGrants {
  start(ctx: EndpointContext, input: { clientId: string; scope: string | null; redeemer: string }): Promise<DeviceAuthorizationAnswer>;
  redeem(ctx: EndpointContext, input: { deviceCode: string; clientId: string; redeemer: string }): Promise<DeviceGrantPoll>;
}

function isDeviceGrants(value: unknown): value is DeviceGrants {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.start === 'function' && typeof candidate.redeem === 'function';
}

/**
 * The device authorization plugin's `grants` on this instance (its public
 * `DeviceGrants`, found on its resolved options), or null without the plugin.
 *
 * @example
 * if (deviceGrantsOf(ctx.auth)) metadata.device_authorization_endpoint = `${issuer}/oauth2/device-authorization`;
 */
export function deviceGrantsOf(auth: Pick<AuthContext, 'plugins'>): DeviceGrants | null {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'device-authorization');
  const grants = (plugin?.options as { grants?: unknown } | undefined)?.grants;
  return isDeviceGrants(grants) ? grants : null;
}

/** The scopes a device asks for: `openid` when it names none; only scopes known and registered for the client. */
export function deviceScope(auth: AuthContext, input: { client: StoredClient; scope: string | undefined }): string[] | null {
  const scope = input.scope === undefined ? ['openid'] : parseScope(input.scope);
  if (scope.length === 0 || !isSubset(scope, supportedScopes(auth)) || !isSubset(scope, parseScope(input.client.scope))) return null;
  return scope;
}

/**
 * Starts the device flow for an authenticated client (RFC 8628 §3.1): the
 * device plugin stores the code, and its verification page is where the user
 * approves. Answers `invalid_scope` for a scope the client may not have.
 */
export async function startDeviceGrant(
  ctx: EndpointContext,
  input: { grants: DeviceGrants; client: StoredClient; body: FormBody },
): Promise<DeviceAuthorizationAnswer | OAuthErrorBody> {
  const scope = deviceScope(ctx.auth, { client: input.client, scope: input.body.scope });
  if (!scope) return oauthError(ctx, 'invalid_scope', 'A requested scope is unknown or not allowed for this client');
  return input.grants.start(ctx, { clientId: input.client.clientId, scope: scope.join(' '), redeemer: REDEEMER });
}

/**
 * `grant_type=urn:ietf:params:oauth:grant-type:device_code` (RFC 8628 §3.4):
 * one poll by the authenticated client. Until approval the device plugin's
 * answers (`authorization_pending`, `slow_down`, `expired_token`,
 * `access_denied`, `invalid_grant`); once approved, the tokens of the code
 * flow, issued once: an access token, an ID token with `openid`, and a
 * refresh token with `offline_access` (there is no browser session to bind a
 * shorter one to).
 */
export async function deviceCodeGrant(ctx: EndpointContext, input: { client: StoredClient; body: FormBody }): Promise<TokenAnswer | OAuthErrorBody> {
  const grants = deviceGrantsOf(ctx.auth);
  if (!grants) return oauthError(ctx, 'unsupported_grant_type', 'Unsupported grant type');
  if (!input.body.device_code) return oauthError(ctx, 'invalid_request', 'device_code is required');
  const poll = await grants.redeem(ctx, { deviceCode: input.body.device_code, clientId: input.client.clientId, redeemer: REDEEMER });
  if (poll.status === 'refused') return oauthError(ctx, poll.error, DESCRIPTIONS[poll.error] ?? 'The device code cannot be used');
  const answer = await issueTokens(ctx.auth, {
    client: input.client,
    userId: poll.userId,
    sessionId: '',
    scope: parseScope(poll.scope ?? undefined),
    resource: undefined,
    authTime: poll.approvedAt,
    nonce: undefined,
    familyId: ctx.auth.generateId(),
  });
  return answer ?? oauthError(ctx, 'invalid_grant', 'The device code is invalid or was already used');
}

const DESCRIPTIONS: Record<string, string> = {
  authorization_pending: 'The user has not answered yet',
  slow_down: 'Polling too frequently',
  expired_token: 'The device code has expired',
  access_denied: 'The user denied the request',
  invalid_grant: 'The device code is invalid or was already used',
};
