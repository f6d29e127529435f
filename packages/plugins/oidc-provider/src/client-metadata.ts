import type { JSONWebKeySet } from 'jose';
import { AuthError, generateRandomString, hashTokenSync, type AuthContext } from 'latchkey/plugins';
import type { StoredClient } from './client-record.js';
import { OIDC_PROVIDER_ERROR_CODES } from './error-codes.js';
import type { ClientAuthMethod } from './client-auth-method.js';
import { DEFAULT_GRANT_TYPES, type GrantType } from './grant-type.js';
import { isRegistrableRedirectUri } from './redirect-uri.js';
import { isSubset, parseScope, supportedScopes } from './scopes.js';
import { supportedGrantTypes } from './supported-grant-types.js';

/** What registering or updating a client sets. */
export interface ClientMetadata {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[] | undefined;
  scope?: string | undefined;
  tokenEndpointAuthMethod?: ClientAuthMethod | undefined;
  firstParty?: boolean | undefined;
  /** Public keys, for `private_key_jwt` only. */
  jwks?: { keys: Record<string, unknown>[] } | null | undefined;
  /** The grants it may use; `authorization_code` and `refresh_token` when absent. */
  grantTypes?: GrantType[] | undefined;
}

/**
 * Checks client metadata and answers the fields to store: every redirect URI
 * registrable (see `isRegistrableRedirectUri`), scopes known, grant types
 * served here (the device code only with the device plugin on). Throws 400
 * `INVALID_CLIENT_METADATA` naming the problem.
 */
export function checkClientMetadata(
  auth: AuthContext,
  metadata: ClientMetadata,
): Omit<ClientMetadata, 'scope' | 'grantTypes'> & { scope: string; grantTypes: GrantType[] } {
  const invalid = (message: string) => AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'INVALID_CLIENT_METADATA', { message });
  for (const uri of [...metadata.redirectUris, ...(metadata.postLogoutRedirectUris ?? [])]) {
    if (!isRegistrableRedirectUri(uri)) throw invalid(`Invalid redirect URI: ${uri.slice(0, 200)}`);
  }
  const scope = metadata.scope === undefined ? supportedScopes(auth) : parseScope(metadata.scope);
  if (!isSubset(scope, supportedScopes(auth))) throw invalid('Unknown scope');
  const keyed = metadata.tokenEndpointAuthMethod === 'private_key_jwt';
  if (keyed !== Boolean(metadata.jwks)) throw invalid('jwks is required for private_key_jwt, and only for it');
  if (metadata.jwks && !metadata.jwks.keys.every(isPublicKey)) throw invalid('jwks must hold public keys only');
  const grantTypes = [...new Set(metadata.grantTypes ?? DEFAULT_GRANT_TYPES)];
  if (grantTypes.length === 0 || !isSubset(grantTypes, supportedGrantTypes(auth))) throw invalid('Unsupported grant type');
  return { ...metadata, scope: scope.join(' '), grantTypes };
}

// Members only a private or symmetric key has: a client registers its public half and nothing else.
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

function isPublicKey(key: Record<string, unknown>): boolean {
  return ['RSA', 'EC', 'OKP'].includes(String(key.kty)) && PRIVATE_MEMBERS.every((member) => !(member in key));
}

/** A new client secret (shown once) and the hash that is stored. */
export function newClientSecret(): { secret: string; hash: string } {
  const secret = generateRandomString(48);
  return { secret, hash: hashTokenSync(secret) };
}

/**
 * Stores a new client and answers it with its secret, which is never shown again.
 *
 * @example
 * const { client, clientSecret } = await createClient(ctx.auth, { ...metadata, registration: 'admin' });
 */
export async function createClient(
  auth: AuthContext,
  input: ClientMetadata & { registration: 'admin' | 'dynamic' },
): Promise<{ client: StoredClient; clientSecret: string | undefined }> {
  const checked = checkClientMetadata(auth, input);
  const method = checked.tokenEndpointAuthMethod ?? 'client_secret_basic';
  const secret = method === 'client_secret_basic' || method === 'client_secret_post' ? newClientSecret() : undefined;
  const now = new Date();
  const client: StoredClient = {
    id: auth.generateId(),
    clientId: generateRandomString(32),
    clientSecretHash: secret?.hash ?? null,
    name: checked.name,
    redirectUris: checked.redirectUris,
    postLogoutRedirectUris: checked.postLogoutRedirectUris ?? [],
    scope: checked.scope,
    tokenEndpointAuthMethod: method,
    jwks: (checked.jwks as JSONWebKeySet | undefined) ?? null,
    firstParty: checked.firstParty ?? false,
    grantTypes: checked.grantTypes,
    registration: input.registration,
    createdAt: now,
    updatedAt: now,
  };
  await auth.db.create({ model: 'oauthClient', data: { ...client } });
  return { client, clientSecret: secret?.secret };
}
