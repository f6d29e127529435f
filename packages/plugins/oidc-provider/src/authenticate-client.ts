import { constantTimeEqual, hashTokenSync, type AuthContext } from 'latchkey/plugins';
import { findClient, type StoredClient } from './client-record.js';
import type { ClientAuthMethod } from './provider-metadata.js';

/** A form field of the protocol routes: every value is a string. */
export type FormBody = Record<string, string | undefined>;

/** The authenticated client, or why not (`basic`: the client tried HTTP Basic, so the 401 carries a challenge). */
export type ClientAuthentication = { ok: true; client: StoredClient } | { ok: false; error: 'invalid_client' | 'invalid_request'; description: string; basic: boolean };

function basicCredentials(header: string | null): { id: string; secret: string } | null | 'malformed' {
  if (header === null || !/^basic /i.test(header)) return null;
  try {
    const decoded = atob(header.slice(6).trim());
    const colon = decoded.indexOf(':');
    if (colon < 0) return 'malformed';
    // RFC 6749 §2.3.1: both halves are form-urlencoded before joining.
    return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    return 'malformed';
  }
}

/**
 * Authenticates the client of a token, introspection or revocation request by
 * exactly one method, the one it registered: `client_secret_basic`,
 * `client_secret_post`, or `none` for a public client (which identifies
 * itself with `client_id` and proves nothing: PKCE and token binding do).
 * Secrets are compared by hash in constant time.
 *
 * @example
 * const result = await authenticateClient(ctx.auth, { headers: ctx.headers, body: ctx.body });
 */
export async function authenticateClient(auth: AuthContext, input: { headers: Headers; body: FormBody }): Promise<ClientAuthentication> {
  const basic = basicCredentials(input.headers.get('authorization'));
  const fail = (description: string, error: 'invalid_client' | 'invalid_request' = 'invalid_client') => ({ ok: false as const, error, description, basic: basic !== null });
  if (basic === 'malformed') return fail('Malformed HTTP Basic credentials');
  if (basic && input.body.client_secret !== undefined) return fail('Use one client authentication method', 'invalid_request');
  if (basic && input.body.client_id !== undefined && input.body.client_id !== basic.id) return fail('client_id does not match the credentials', 'invalid_request');
  const method: ClientAuthMethod = basic ? 'client_secret_basic' : input.body.client_secret !== undefined ? 'client_secret_post' : 'none';
  const client = await findClient(auth, basic ? basic.id : input.body.client_id);
  if (!client || client.tokenEndpointAuthMethod !== method) return fail('Client authentication failed');
  if (method === 'none') return { ok: true, client };
  const secret = basic ? basic.secret : (input.body.client_secret ?? '');
  if (!client.clientSecretHash || !constantTimeEqual(hashTokenSync(secret), client.clientSecretHash)) return fail('Client authentication failed');
  return { ok: true, client };
}
