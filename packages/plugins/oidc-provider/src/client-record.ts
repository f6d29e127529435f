import type { JSONWebKeySet } from 'jose';
import type { AuthContext, InferRecord } from 'latchkey/plugins';
import type { ClientAuthMethod } from './client-auth-method.js';
import { grantTypesOf, type GrantType } from './grant-type.js';
import type { oidcProviderSchema } from './schema.js';

/** The JSON columns and the ones holding one of a few values, typed narrower than the schema can. */
type NarrowedField = 'redirectUris' | 'postLogoutRedirectUris' | 'tokenEndpointAuthMethod' | 'jwks' | 'registration' | 'grantTypes';

/** A registered client as stored, without its secret hash. */
export interface OAuthClient extends Omit<InferRecord<(typeof oidcProviderSchema)['oauthClient']>, NarrowedField> {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  tokenEndpointAuthMethod: ClientAuthMethod;
  /** The public keys a `private_key_jwt` client signs its assertions with. */
  jwks: JSONWebKeySet | null;
  registration: 'admin' | 'dynamic';
  /** The grants the client may use (RFC 7591 §2); a row without them has `authorization_code` and `refresh_token`. */
  grantTypes: GrantType[];
}

/** A client with its secret hash, for the token endpoint's client authentication. */
export interface StoredClient extends OAuthClient {
  clientSecretHash: string | null;
}

const asList = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

function keySetOf(value: unknown): JSONWebKeySet | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as JSONWebKeySet).keys) ? (parsed as JSONWebKeySet) : null;
}

/** A stored row with its JSON fields read (some dialects answer them as text). */
export function clientOf(row: Record<string, unknown>): StoredClient {
  return {
    ...(row as unknown as StoredClient),
    redirectUris: asList(row.redirectUris),
    postLogoutRedirectUris: asList(row.postLogoutRedirectUris),
    firstParty: row.firstParty === true || row.firstParty === 1,
    jwks: keySetOf(row.jwks),
    grantTypes: grantTypesOf(row.grantTypes),
    clientSecretHash: typeof row.clientSecretHash === 'string' ? row.clientSecretHash : null,
  };
}

/** The client answer admins and owners see: never the secret hash. */
export function publicClient(client: StoredClient): OAuthClient {
  const { clientSecretHash: _hash, ...rest } = client;
  return rest;
}

/**
 * The client registered as `clientId`, or null.
 *
 * @example
 * const client = await findClient(ctx.auth, ctx.query.client_id);
 */
export async function findClient(auth: AuthContext, clientId: unknown): Promise<StoredClient | null> {
  if (typeof clientId !== 'string' || clientId.length === 0 || clientId.length > 64) return null;
  const row = await auth.db.findOne<Record<string, unknown>>({ model: 'oauthClient', where: [{ field: 'clientId', value: clientId }] });
  return row ? clientOf(row) : null;
}
