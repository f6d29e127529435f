import { defineEndpoint } from 'latchkey/plugins';
import { metadataAnswer } from './openid-configuration.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `GET /.well-known/oauth-authorization-server` (RFC 8414): the same metadata
 * for OAuth clients (MCP clients among them). RFC 8414 places it at
 * `/.well-known/oauth-authorization-server/api/auth` for an issuer with a
 * path; the plugin's `onRequest` maps that address here when the app routes
 * `/.well-known/*` to the handler.
 */
export const authorizationServerMetadata = defineEndpoint({
  ...oidcProviderRoutes.oauthAuthorizationServer,
  handler: metadataAnswer,
});
