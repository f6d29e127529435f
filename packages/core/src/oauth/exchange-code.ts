import { requestTokens } from './token-request.js';
import type { OAuthProvider, OAuthTokens } from './types.js';

export interface ExchangeCodeInput {
  provider: OAuthProvider;
  code: string;
  codeVerifier: string;
  /** Must be the redirect URI the authorization URL carried. */
  redirectURI?: string;
  /** VK ID echoes a `device_id` in the callback and wants it back here. */
  deviceId?: string;
}

/**
 * Trades an authorization code for tokens (RFC 6749 §4.1.3), sending the PKCE
 * verifier when the provider uses PKCE and authenticating the client the way the
 * provider expects.
 *
 * @example
 * const tokens = await exchangeCode({ provider, code, codeVerifier: record.codeVerifier });
 */
export async function exchangeCode(input: ExchangeCodeInput): Promise<OAuthTokens> {
  const { provider } = input;
  const metadata = await provider.metadata();
  const params: Record<string, string> = {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectURI ?? provider.redirectURI,
  };
  if (provider.pkce) params.code_verifier = input.codeVerifier;
  if (input.deviceId) params.device_id = input.deviceId;
  return requestTokens({
    provider,
    url: metadata.endpoints.token,
    params,
    clientAuthentication: metadata.clientAuthentication ?? provider.clientAuthentication,
    requestedScopes: provider.scopes,
  });
}
