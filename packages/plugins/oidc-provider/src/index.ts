// @latchkey/oidc-provider: the server half. The browser half is @latchkey/oidc-provider/client.
export { oidcProvider } from './oidc-provider.js';
export type { OidcProviderPlugin } from './oidc-provider.js';
export type { DynamicRegistrationOptions, OidcProviderOptions, ScopeDefinition } from './oidc-provider-options.js';
export type { OidcProviderEndpoints } from './oidc-provider-endpoints.js';
export { OIDC_PROVIDER_ERROR_CODES } from './error-codes.js';
export type { OidcProviderErrorCode } from './error-codes.js';
export type { OAuthClient } from './client-record.js';
export type { ConnectedApp } from './endpoints/list-connected-apps.js';
export type { ConsentDetails } from './endpoints/consent-details.js';
export { matchRedirectUri } from './redirect-uri.js';
export type { DeviceAuthorizationAnswer } from './device-grant.js';
export type { OrganizationClaim } from './organization-claim.js';
