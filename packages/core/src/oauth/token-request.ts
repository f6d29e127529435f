import { encodeBase64 } from '@oslojs/encoding';
import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import { parseTokenResponse } from './parse-token-response.js';
import { readJsonBody } from './read-json-body.js';
import type { ClientAuthentication, OAuthProvider, OAuthTokens } from './types.js';

export interface TokenRequestInput {
  provider: OAuthProvider;
  url: string;
  params: Record<string, string>;
  clientAuthentication: ClientAuthentication;
  requestedScopes?: readonly string[];
}

/** RFC 6749 §2.3.1: the id and secret are form-encoded before they go into Basic. */
const formEncode = (value: string): string => new URLSearchParams({ v: value }).toString().slice(2);

function encodeBody(provider: OAuthProvider, params: Record<string, string>): { body: string; type: string } {
  return provider.tokenRequestFormat === 'json'
    ? { body: JSON.stringify(params), type: 'application/json' }
    : { body: new URLSearchParams(params).toString(), type: 'application/x-www-form-urlencoded' };
}

/**
 * POSTs to a token endpoint with client authentication and returns the parsed
 * tokens. Throws `OAUTH_TOKEN_REQUEST_FAILED` with the provider's `error` in
 * `details` when it refuses, including the "200 with an error field" style.
 *
 * @example
 * const tokens = await requestTokens({ provider, url, params: { grant_type: 'refresh_token', refresh_token }, clientAuthentication: 'client_secret_basic' });
 */
export async function requestTokens(input: TokenRequestInput): Promise<OAuthTokens> {
  const { provider } = input;
  const clientId = provider.clientIds[0] ?? '';
  const params: Record<string, string> = { ...input.params };
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'latchkey' });
  const secret = provider.clientSecret;
  if (secret !== undefined && input.clientAuthentication === 'client_secret_basic') {
    headers.set('authorization', `Basic ${encodeBase64(new TextEncoder().encode(`${formEncode(clientId)}:${formEncode(secret)}`))}`);
  } else {
    params[provider.clientIdParameter] = clientId;
    if (secret !== undefined) params.client_secret = secret;
  }
  const { body, type } = encodeBody(provider, params);
  headers.set('content-type', type);
  let response: Response;
  try {
    response = await provider.fetch(input.url, { method: 'POST', headers, body });
  } catch (cause) {
    if (cause instanceof AuthError) throw cause;
    throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_REQUEST_FAILED', { cause });
  }
  const json = await readJsonBody(response);
  // Slack answers 200 with `ok: false`, GitHub 200 with `error`.
  if (!response.ok || !json || json.error !== undefined || json.ok === false) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_TOKEN_REQUEST_FAILED', {
      details: { status: response.status, error: json?.error, errorDescription: json?.error_description },
    });
  }
  const tokens = parseTokenResponse(json, { requestedScopes: input.requestedScopes ?? [] });
  if (!tokens) throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_INVALID_TOKEN_RESPONSE');
  return tokens;
}
