import { authorizationServerMetadata } from './endpoints/authorization-server-metadata.js';
import { authorize, authorizePost } from './endpoints/authorize.js';
import { consent } from './endpoints/consent.js';
import { consentDetails } from './endpoints/consent-details.js';
import { createOAuthClient } from './endpoints/create-client.js';
import { deleteOAuthClient } from './endpoints/delete-client.js';
import { deviceAuthorizationEndpoint } from './endpoints/device-authorization.js';
import { endSessionEndpoint } from './endpoints/end-session.js';
import { introspect } from './endpoints/introspect.js';
import { listOAuthClients } from './endpoints/list-clients.js';
import { listConnectedApps } from './endpoints/list-connected-apps.js';
import { openidConfiguration } from './endpoints/openid-configuration.js';
import { registerClient } from './endpoints/register-client.js';
import { revoke } from './endpoints/revoke.js';
import { revokeConnectedApp } from './endpoints/revoke-connected-app.js';
import { revokeUserTokens } from './endpoints/revoke-user-tokens.js';
import { rotateOAuthClientSecret } from './endpoints/rotate-client-secret.js';
import { token } from './endpoints/token.js';
import { updateOAuthClient } from './endpoints/update-client.js';
import { userinfo, userinfoPost } from './endpoints/userinfo.js';

/**
 * Every provider route, by the name `auth.api` calls it
 * (`auth.api.createOAuthClient`, `auth.api.oauth2Token`, …). The client half
 * takes only the type of this record.
 */
export const oidcProviderEndpoints = {
  openidConfiguration,
  oauthAuthorizationServer: authorizationServerMetadata,
  oauth2Authorize: authorize,
  oauth2AuthorizePost: authorizePost,
  oauth2ConsentDetails: consentDetails,
  oauth2Consent: consent,
  oauth2Token: token,
  oauth2DeviceAuthorization: deviceAuthorizationEndpoint,
  oauth2Userinfo: userinfo,
  oauth2UserinfoPost: userinfoPost,
  oauth2Introspect: introspect,
  oauth2Revoke: revoke,
  oauth2EndSession: endSessionEndpoint,
  oauth2Register: registerClient,
  createOAuthClient,
  listOAuthClients,
  updateOAuthClient,
  rotateOAuthClientSecret,
  deleteOAuthClient,
  revokeUserTokens,
  listConnectedApps,
  revokeConnectedApp,
};

export type OidcProviderEndpoints = typeof oidcProviderEndpoints;
