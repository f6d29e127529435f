import type { AuthContext } from 'latchkey/plugins';
import { deviceGrantsOf } from './device-grant.js';
import { issuerOf } from './issuer-of.js';
import { ORGANIZATIONS_SCOPE } from './organization-claim.js';
import { supportedScopes } from './scopes.js';
import { CLIENT_ASSERTION_ALGORITHMS } from './client-assertion.js';
import { CLIENT_AUTH_METHODS } from './client-auth-method.js';
import { publishedKeys } from './signing-keys.js';
import { supportedGrantTypes } from './supported-grant-types.js';

/** Authorization server metadata (RFC 8414), which is also the OpenID Provider metadata. */
export type ProviderMetadata = Record<string, string | boolean | string[]>;

/**
 * The provider's metadata. It announces only what is supported: the code
 * flow with PKCE S256, no implicit or hybrid flow, no password grant, and
 * `iss` on authorization responses (RFC 9207); the device flow (RFC 8628)
 * when the device authorization plugin is on.
 *
 * @example
 * const metadata = await providerMetadata(ctx.auth);
 */
export async function providerMetadata(auth: AuthContext): Promise<ProviderMetadata> {
  const issuer = issuerOf(auth);
  const { keys } = await publishedKeys(auth);
  const device = deviceGrantsOf(auth) !== null;
  const scopes = supportedScopes(auth);
  const algorithms = [...new Set(keys.map((key) => key.alg).filter((alg): alg is string => typeof alg === 'string'))];
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth2/authorize`,
    token_endpoint: `${issuer}/oauth2/token`,
    userinfo_endpoint: `${issuer}/oauth2/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    registration_endpoint: `${issuer}/oauth2/register`,
    introspection_endpoint: `${issuer}/oauth2/introspect`,
    revocation_endpoint: `${issuer}/oauth2/revoke`,
    end_session_endpoint: `${issuer}/oauth2/end-session`,
    ...(device ? { device_authorization_endpoint: `${issuer}/oauth2/device-authorization` } : {}),
    scopes_supported: scopes,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: supportedGrantTypes(auth),
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    introspection_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    token_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGORITHMS],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: algorithms,
    prompt_values_supported: ['none', 'login', 'consent', 'select_account'],
    claims_supported: [
      ...['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'name', 'picture', 'updated_at', 'email', 'email_verified'],
      ...(scopes.includes(ORGANIZATIONS_SCOPE) ? ['organizations'] : []),
    ],
    authorization_response_iss_parameter_supported: true,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    claims_parameter_supported: false,
  };
}
