import { AuthError, constantTimeEqual, defineEndpoint, lazySchema, type EndpointContext } from 'latchkey/plugins';
import { clientKeySet, redirectUriList } from '../client-input.js';
import { createClient } from '../client-metadata.js';
import { oauthError, type OAuthErrorBody } from '../oauth-error.js';
import { oidcProviderKey } from '../oidc-provider-options.js';
import { CLIENT_AUTH_METHODS } from '../client-auth-method.js';
import { isGrantType } from '../grant-type.js';
import { supportedGrantTypes } from '../supported-grant-types.js';
import { oidcProviderRoutes } from '../routes.js';

/** The registration answer (RFC 7591 §3.2.1). */
export interface RegisteredClient {
  client_id: string;
  client_secret?: string;
  client_id_issued_at: number;
  client_secret_expires_at?: 0;
  client_name: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: string;
  scope: string;
}

function hasInitialAccessToken(ctx: EndpointContext, expected: string | undefined): boolean {
  const presented = /^Bearer (\S+)$/i.exec(ctx.headers.get('authorization') ?? '')?.[1];
  return expected !== undefined && presented !== undefined && constantTimeEqual(presented, expected);
}

/**
 * `POST /oauth2/register` (RFC 7591): off unless `dynamicRegistration.enabled`.
 * With the initial access token any client may be registered; without it
 * only a public client (`token_endpoint_auth_method: none`, PKCE only) and
 * only when `openPublicClients` is on, as MCP clients register. Registered
 * clients are never first-party: consent is always asked. `grant_types`
 * defaults to `authorization_code` and `refresh_token`; the device code grant
 * is accepted when the device authorization plugin is on, and only the grants
 * a client registered work for it at the token endpoint.
 */
export const registerClient = defineEndpoint({
  ...oidcProviderRoutes.oauth2Register,
  body: lazySchema((z) =>
    z.object({
      redirect_uris: redirectUriList(z).min(1),
      client_name: z.string().trim().min(1).max(200).optional(),
      token_endpoint_auth_method: z.enum(CLIENT_AUTH_METHODS).optional(),
      grant_types: z.array(z.string().max(100)).max(10).optional(),
      response_types: z.array(z.string().max(100)).max(10).optional(),
      scope: z.string().max(1024).optional(),
      post_logout_redirect_uris: redirectUriList(z).optional(),
      jwks: clientKeySet(z).optional(),
    }),
  ),
  meta: { noStore: true },
  handler: async (ctx): Promise<RegisteredClient | OAuthErrorBody> => {
    const options = oidcProviderKey.options(ctx.auth).dynamicRegistration;
    if (!options.enabled) return oauthError(ctx, 'access_denied', 'Dynamic client registration is off');
    const method = ctx.body.token_endpoint_auth_method ?? 'client_secret_basic';
    if (!hasInitialAccessToken(ctx, options.initialAccessToken) && !(options.openPublicClients && method === 'none')) {
      ctx.setStatus(401);
      return { error: 'invalid_token', error_description: 'An initial access token is required to register this client' };
    }
    if (ctx.body.redirect_uris.length > options.maxRedirectUris) return oauthError(ctx, 'invalid_redirect_uri', 'Too many redirect URIs');
    const supported: readonly string[] = supportedGrantTypes(ctx.auth);
    if (ctx.body.grant_types?.some((grant) => !supported.includes(grant))) {
      return oauthError(ctx, 'invalid_client_metadata', `Supported grant types: ${supported.join(' ')}`);
    }
    if (ctx.body.response_types?.some((type) => type !== 'code')) return oauthError(ctx, 'invalid_client_metadata', 'Only the code response type is supported');
    let created;
    try {
      created = await createClient(ctx.auth, {
        name: ctx.body.client_name ?? 'Unnamed client',
        redirectUris: ctx.body.redirect_uris,
        postLogoutRedirectUris: ctx.body.post_logout_redirect_uris,
        scope: ctx.body.scope,
        tokenEndpointAuthMethod: method,
        jwks: ctx.body.jwks,
        grantTypes: ctx.body.grant_types?.filter(isGrantType),
        firstParty: false,
        registration: 'dynamic',
      });
    } catch (error) {
      if (error instanceof AuthError) return oauthError(ctx, 'invalid_client_metadata', error.message);
      throw error;
    }
    const { client, clientSecret } = created;
    ctx.setStatus(201);
    return {
      client_id: client.clientId,
      ...(clientSecret ? { client_secret: clientSecret, client_secret_expires_at: 0 as const } : {}),
      client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
      client_name: client.name,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: client.grantTypes,
      response_types: client.grantTypes.includes('authorization_code') ? ['code'] : [],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod,
      scope: client.scope,
    };
  },
});
