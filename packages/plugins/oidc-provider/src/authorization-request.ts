import type { AuthContext } from 'latchkey/plugins';
import { findClient, type StoredClient } from './client-record.js';
import { oidcProviderKey } from './oidc-provider-options.js';
import { matchRedirectUri } from './redirect-uri.js';
import { isSubset, parseScope, supportedScopes } from './scopes.js';

/** A validated authorization request. */
export interface AuthorizationRequest {
  client: StoredClient;
  redirectUri: string;
  state: string | undefined;
  scope: string[];
  nonce: string | undefined;
  codeChallenge: string;
  prompt: ReadonlySet<string>;
  maxAge: number | undefined;
  loginHint: string | undefined;
  resource: string | undefined;
}

/** Why a request was refused: on a page when the redirect URI is not trusted yet, else back to the client. */
export type AuthorizationRefusal =
  | { kind: 'page'; error: string; description: string }
  | { kind: 'redirect'; redirectUri: string; state: string | undefined; error: string; description: string };

const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);
// What SHA-256 in base64url without padding is: 43 characters.
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_VALUE = 2048;

/**
 * Checks an authorization request in the order that keeps errors safe: the
 * client and the redirect URI first (an error before both are trusted is
 * shown on a page), then everything else, answered to the redirect URI.
 *
 * @example
 * const parsed = await parseAuthorizationRequest(ctx.auth, new URL(ctx.request.url).searchParams);
 */
export async function parseAuthorizationRequest(
  auth: AuthContext,
  params: URLSearchParams,
): Promise<{ ok: true; request: AuthorizationRequest } | { ok: false; refusal: AuthorizationRefusal }> {
  const page = (description: string) => ({ ok: false as const, refusal: { kind: 'page' as const, error: 'invalid_request', description } });
  if (params.getAll('client_id').length > 1 || params.getAll('redirect_uri').length > 1) return page('Repeated client_id or redirect_uri');
  const client = await findClient(auth, params.get('client_id'));
  if (!client) return page('Unknown client');
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return page('The redirect_uri parameter is required');
  if (!matchRedirectUri(redirectUri, client.redirectUris)) return page('The redirect_uri is not registered for this client');

  const state = params.get('state') ?? undefined;
  const refuse = (error: string, description: string) => ({
    ok: false as const,
    refusal: { kind: 'redirect' as const, redirectUri, state: state !== undefined && state.length <= MAX_VALUE ? state : undefined, error, description },
  });
  const problem = checkParameters(auth, client, params);
  if (problem) return refuse(problem.error, problem.description);
  const maxAge = params.get('max_age');
  return {
    ok: true,
    request: {
      client,
      redirectUri,
      state,
      scope: parseScope(params.get('scope') ?? undefined),
      nonce: params.get('nonce') ?? undefined,
      codeChallenge: params.get('code_challenge') ?? '',
      prompt: new Set(parseScope(params.get('prompt') ?? undefined)),
      maxAge: maxAge === null ? undefined : Number(maxAge),
      loginHint: params.get('login_hint') ?? undefined,
      resource: params.get('resource') ?? undefined,
    },
  };
}

function checkParameters(auth: AuthContext, client: StoredClient, params: URLSearchParams): { error: string; description: string } | null {
  for (const [name, value] of params) {
    if (params.getAll(name).length > 1) return { error: 'invalid_request', description: `Repeated parameter ${name}` };
    if (value.length > MAX_VALUE) return { error: 'invalid_request', description: `Parameter ${name} is too long` };
  }
  if (params.has('request')) return { error: 'request_not_supported', description: 'Request objects are not supported' };
  if (params.has('request_uri')) return { error: 'request_uri_not_supported', description: 'Request URIs are not supported' };
  if (params.get('response_type') !== 'code') return { error: 'unsupported_response_type', description: 'Only response_type=code is supported' };
  if (!client.grantTypes.includes('authorization_code')) return { error: 'unauthorized_client', description: 'The client is not registered for the code flow' };
  const mode = params.get('response_mode');
  if (mode !== null && mode !== 'query') return { error: 'invalid_request', description: 'Only response_mode=query is supported' };
  if (params.get('code_challenge_method') !== 'S256' || !S256_CHALLENGE.test(params.get('code_challenge') ?? '')) {
    return { error: 'invalid_request', description: 'PKCE with code_challenge_method=S256 is required' };
  }
  const scope = parseScope(params.get('scope') ?? undefined);
  if (!isSubset(scope, supportedScopes(auth)) || !isSubset(scope, parseScope(client.scope))) {
    return { error: 'invalid_scope', description: 'A requested scope is unknown or not allowed for this client' };
  }
  const prompt = parseScope(params.get('prompt') ?? undefined);
  if (prompt.some((value) => !PROMPTS.has(value)) || (prompt.includes('none') && prompt.length > 1)) {
    return { error: 'invalid_request', description: 'Invalid prompt' };
  }
  const maxAge = params.get('max_age');
  if (maxAge !== null && !/^\d{1,9}$/.test(maxAge)) return { error: 'invalid_request', description: 'Invalid max_age' };
  const resource = params.get('resource');
  if (resource !== null && !oidcProviderKey.options(auth).resources.includes(resource)) {
    return { error: 'invalid_target', description: 'Unknown resource' };
  }
  return null;
}
