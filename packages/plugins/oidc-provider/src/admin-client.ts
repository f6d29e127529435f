import { AuthError, type AuthContext } from 'latchkey/plugins';
import { findClient, type StoredClient } from './client-record.js';
import { OIDC_PROVIDER_ERROR_CODES } from './error-codes.js';

/**
 * The client an admin route names, or 404 `OAUTH_CLIENT_NOT_FOUND`.
 *
 * @example
 * const client = await requireClient(ctx.auth, ctx.body.clientId);
 */
export async function requireClient(auth: AuthContext, clientId: string): Promise<StoredClient> {
  const client = await findClient(auth, clientId);
  if (!client) throw AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'OAUTH_CLIENT_NOT_FOUND');
  return client;
}
