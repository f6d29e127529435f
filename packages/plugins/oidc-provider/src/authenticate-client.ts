import { constantTimeEqual, hashTokenSync, type AuthContext, type EndpointContext } from 'latchkey/plugins';
import { assertionClientId, JWT_BEARER_ASSERTION, verifyClientAssertion } from './client-assertion.js';
import { findClient, type StoredClient } from './client-record.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';
import type { ClientAuthMethod } from './client-auth-method.js';

/** A form field of the protocol routes: every value is a string. */
export type FormBody = Record<string, string | undefined>;

/** The authenticated client, or why not (`basic`: the client tried HTTP Basic, so the 401 carries a challenge). */
export type ClientAuthentication =
  | { ok: true; client: StoredClient }
  | { ok: false; error: 'invalid_client' | 'invalid_request'; description: string; basic: boolean };

type Credentials = { method: ClientAuthMethod; clientId: string | undefined; proof: string } | 'malformed' | 'ambiguous';

function basicCredentials(header: string): { id: string; secret: string } | null {
  try {
    const decoded = atob(header.slice(6).trim());
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    // RFC 6749 §2.3.1: both halves are form-urlencoded before joining.
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** Which one method the request uses, and what it presents. Two methods at once are refused. */
function credentialsOf(headers: Headers, body: FormBody): Credentials {
  const header = headers.get('authorization');
  const isBasic = header !== null && /^basic /i.test(header);
  const used = [isBasic, body.client_secret !== undefined, body.client_assertion !== undefined].filter(Boolean).length;
  if (used > 1) return 'ambiguous';
  if (isBasic) {
    const basic = basicCredentials(header);
    if (!basic) return 'malformed';
    if (body.client_id !== undefined && body.client_id !== basic.id) return 'ambiguous';
    return { method: 'client_secret_basic', clientId: basic.id, proof: basic.secret };
  }
  if (body.client_secret !== undefined) return { method: 'client_secret_post', clientId: body.client_id, proof: body.client_secret };
  if (body.client_assertion !== undefined) {
    if (body.client_assertion_type !== JWT_BEARER_ASSERTION) return 'malformed';
    const named = assertionClientId(body.client_assertion);
    if (named === null || (body.client_id !== undefined && body.client_id !== named)) return 'malformed';
    return { method: 'private_key_jwt', clientId: named, proof: body.client_assertion };
  }
  return { method: 'none', clientId: body.client_id, proof: '' };
}

async function proves(auth: AuthContext, client: StoredClient, input: { method: ClientAuthMethod; proof: string; endpoint: string }): Promise<boolean> {
  if (input.method === 'none') return true;
  if (input.method === 'private_key_jwt') return verifyClientAssertion(auth, { client, assertion: input.proof, endpoint: input.endpoint });
  return client.clientSecretHash !== null && constantTimeEqual(hashTokenSync(input.proof), client.clientSecretHash);
}

/**
 * Authenticates the client of a token, introspection or revocation request by
 * exactly one method, the one it registered: `client_secret_basic`,
 * `client_secret_post`, `private_key_jwt`, or `none` for a public client
 * (which names itself with `client_id` and proves nothing: PKCE and token
 * binding do). Secrets are compared by hash in constant time.
 *
 * @example
 * const result = await authenticateClient(ctx.auth, { headers: ctx.headers, body: ctx.body, endpoint: ctx.path });
 */
export async function authenticateClient(auth: AuthContext, input: { headers: Headers; body: FormBody; endpoint: string }): Promise<ClientAuthentication> {
  const credentials = credentialsOf(input.headers, input.body);
  const basic = /^basic /i.test(input.headers.get('authorization') ?? '');
  if (credentials === 'ambiguous') return { ok: false, error: 'invalid_request', description: 'Use one client authentication method', basic };
  const fail = { ok: false as const, error: 'invalid_client' as const, description: 'Client authentication failed', basic };
  if (credentials === 'malformed') return fail;
  const client = await findClient(auth, credentials.clientId);
  if (!client || client.tokenEndpointAuthMethod !== credentials.method) return fail;
  return (await proves(auth, client, { ...credentials, endpoint: input.endpoint })) ? { ok: true, client } : fail;
}

/**
 * The authenticated client of a protocol request, or the RFC 6749 error to
 * answer (401 `invalid_client`, with a Basic challenge when Basic was tried).
 *
 * @example
 * const client = await requestClient(ctx, form);
 * if ('error' in client) return client;
 */
export async function requestClient(ctx: EndpointContext, form: FormBody): Promise<StoredClient | OAuthErrorBody> {
  const result = await authenticateClient(ctx.auth, { headers: ctx.headers, body: form, endpoint: ctx.path });
  return result.ok ? result.client : oauthError(ctx, result.error, result.description, { basic: result.basic });
}
