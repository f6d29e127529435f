import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the OpenID provider: each endpoint's method and path, declared
 * once. The endpoints spread their entry into their definition, and the client
 * reads the same table to send each call with its route's method (a POST route
 * is posted even without a body), so the two cannot drift apart. Userinfo
 * (OpenID Connect Core §5.3) and the authorization endpoint (§3.1.2.1) are
 * served on GET and POST, so the client sends them by whether the call has a
 * body. Plain data: the browser bundle carries nothing
 * of the server.
 */
export const oidcProviderRoutes = {
  openidConfiguration: { method: 'GET', path: '/.well-known/openid-configuration' },
  oauthAuthorizationServer: { method: 'GET', path: '/.well-known/oauth-authorization-server' },
  oauth2Authorize: { method: 'GET', path: '/oauth2/authorize' },
  oauth2AuthorizePost: { method: 'POST', path: '/oauth2/authorize' },
  oauth2ConsentDetails: { method: 'GET', path: '/oauth2/consent-details' },
  oauth2Consent: { method: 'POST', path: '/oauth2/consent' },
  oauth2Token: { method: 'POST', path: '/oauth2/token' },
  oauth2DeviceAuthorization: { method: 'POST', path: '/oauth2/device-authorization' },
  oauth2Userinfo: { method: 'GET', path: '/oauth2/userinfo' },
  oauth2UserinfoPost: { method: 'POST', path: '/oauth2/userinfo' },
  oauth2Introspect: { method: 'POST', path: '/oauth2/introspect' },
  oauth2Revoke: { method: 'POST', path: '/oauth2/revoke' },
  oauth2EndSession: { method: 'GET', path: '/oauth2/end-session' },
  oauth2Register: { method: 'POST', path: '/oauth2/register' },
  createOAuthClient: { method: 'POST', path: '/oauth2/create-client' },
  listOAuthClients: { method: 'GET', path: '/oauth2/list-clients' },
  updateOAuthClient: { method: 'POST', path: '/oauth2/update-client' },
  rotateOAuthClientSecret: { method: 'POST', path: '/oauth2/rotate-client-secret' },
  deleteOAuthClient: { method: 'POST', path: '/oauth2/delete-client' },
  revokeUserTokens: { method: 'POST', path: '/oauth2/revoke-user-tokens' },
  listConnectedApps: { method: 'GET', path: '/oauth2/connected-apps' },
  revokeConnectedApp: { method: 'POST', path: '/oauth2/revoke-connected-app' },
} as const satisfies RouteTable;
