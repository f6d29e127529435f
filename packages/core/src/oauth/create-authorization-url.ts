import { createCodeChallenge, deriveNonce } from './generate-state.js';
import type { OAuthProvider } from './types.js';

export interface CreateAuthorizationURLInput {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  /** Defaults to the provider's redirect URI; the code exchange must send the same one. */
  redirectURI?: string;
  /** Added to the provider's scopes. */
  scopes?: readonly string[];
  /** Defaults to a value derived from the code verifier (see `deriveNonce`) for OpenID providers. */
  nonce?: string;
  loginHint?: string;
  /** Anything else for the provider; reserved parameters are ignored. */
  extraParams?: Readonly<Record<string, string>>;
}

/** Parameters that carry the flow's security; callers can never replace them. */
const RESERVED = new Set([
  'state',
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'code_challenge',
  'code_challenge_method',
  'nonce',
  'scope',
]);

/**
 * Builds the URL the browser is sent to: `response_type=code`, the client id, the
 * redirect URI, scopes, `state`, the PKCE S256 challenge and, for OpenID providers,
 * a nonce. Provider defaults (`prompt`, `access_type`) come before `extraParams`;
 * reserved parameters always win.
 *
 * @example
 * const url = await createAuthorizationURL({ provider, state: generateState(), codeVerifier });
 * return Response.redirect(url, 302);
 */
export async function createAuthorizationURL(input: CreateAuthorizationURLInput): Promise<URL> {
  const { provider } = input;
  const { endpoints } = await provider.metadata();
  const url = new URL(endpoints.authorization);
  const reserved = new Set([...RESERVED, provider.clientIdParameter]);
  const optional: Record<string, string> = { ...provider.authorizationParams, ...input.extraParams };
  if (input.loginHint) optional.login_hint = input.loginHint;
  for (const [key, value] of Object.entries(optional)) {
    if (!reserved.has(key)) url.searchParams.set(key, value);
  }
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set(provider.clientIdParameter, provider.clientIds[0] ?? '');
  params.set('redirect_uri', input.redirectURI ?? provider.redirectURI);
  const scopes = [...new Set([...provider.scopes, ...(input.scopes ?? [])])];
  if (scopes.length > 0) params.set('scope', scopes.join(provider.scopeSeparator));
  else params.delete('scope');
  params.set('state', input.state);
  if (provider.pkce) {
    params.set('code_challenge', createCodeChallenge(input.codeVerifier));
    params.set('code_challenge_method', 'S256');
  } else {
    params.delete('code_challenge');
    params.delete('code_challenge_method');
  }
  if (provider.openid) params.set('nonce', input.nonce ?? deriveNonce(input.codeVerifier));
  else params.delete('nonce');
  if (provider.responseMode) params.set('response_mode', provider.responseMode);
  else params.delete('response_mode');
  return url;
}
