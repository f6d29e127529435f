// @latchkey/oidc-provider/resource: for APIs and MCP servers that accept the provider's access tokens. It imports jose and nothing of the Latchkey server.
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** What an API publishes about itself (RFC 9728). */
export interface ProtectedResourceMetadata {
  resource: string;
  authorization_servers: string[];
  scopes_supported?: string[];
  bearer_methods_supported: ['header'];
  resource_name?: string;
}

export interface ResourceOptions {
  /** This API's resource identifier: the `resource` clients ask for, and the tokens' `aud`. */
  resource: string;
  /** The provider's issuer, e.g. `https://id.example.com/api/auth`. */
  issuer: string;
  /** Scopes this API understands. */
  scopes?: string[];
  /** A human-readable name. */
  name?: string;
}

/** An access token that verified, or why not. */
export type AccessTokenCheck =
  | { ok: true; claims: JWTPayload & { sub: string; client_id: string; scope: string } }
  | { ok: false; reason: 'missing' | 'invalid' };

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The RFC 9728 metadata to serve at `/.well-known/oauth-protected-resource`
 * (MCP clients start there to find the authorization server).
 *
 * @example
 * if (url.pathname === '/.well-known/oauth-protected-resource') return Response.json(protectedResourceMetadata(options));
 */
export function protectedResourceMetadata(options: ResourceOptions): ProtectedResourceMetadata {
  return {
    resource: options.resource,
    authorization_servers: [options.issuer],
    ...(options.scopes ? { scopes_supported: options.scopes } : {}),
    bearer_methods_supported: ['header'],
    ...(options.name ? { resource_name: options.name } : {}),
  };
}

/**
 * The 401 an API answers without a valid token: its `WWW-Authenticate` names
 * the metadata document (RFC 9728 §5.1), so a client can find where to get one.
 *
 * @example
 * if (!check.ok) return unauthorized(options, new URL('/.well-known/oauth-protected-resource', request.url));
 */
export function unauthorized(options: ResourceOptions, metadataURL: string | URL, check?: AccessTokenCheck): Response {
  const error = check && !check.ok && check.reason === 'invalid' ? ', error="invalid_token"' : '';
  return new Response(null, { status: 401, headers: { 'www-authenticate': `Bearer resource_metadata="${String(metadataURL)}"${error}` } });
}

/**
 * Verifies the request's `Authorization: Bearer` access token: an RFC 9068
 * JWT (`typ: at+jwt`) of the issuer, signed with a key of its JWKS
 * (`{issuer}/jwks`, cached, refetched for an unknown key), for this
 * resource's audience, unexpired. A token minted for another API is refused.
 *
 * @example
 * const check = await verifyAccessToken(request, { resource: 'https://mcp.example.com/mcp', issuer });
 * if (!check.ok) return unauthorized(options, metadataURL, check);
 */
export async function verifyAccessToken(request: Request, options: ResourceOptions): Promise<AccessTokenCheck> {
  const token = /^Bearer ([\x21-\x7e]+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return { ok: false, reason: 'missing' };
  let keys = keySets.get(options.issuer);
  if (!keys) keySets.set(options.issuer, (keys = createRemoteJWKSet(new URL(`${options.issuer}/jwks`))));
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.resource,
      typ: 'at+jwt',
      algorithms: ['EdDSA', 'ES256', 'RS256'],
      requiredClaims: ['sub', 'exp', 'client_id'],
    });
    return { ok: true, claims: { scope: '', ...payload } as JWTPayload & { sub: string; client_id: string; scope: string } };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
