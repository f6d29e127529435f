import type { EndpointContext } from '../declarations/auth-context.js';
import { createAuthorizationURL } from '../oauth/create-authorization-url.js';
import type { OAuthProvider } from '../oauth/types.js';
import { createOAuthState, type NewOAuthState } from './oauth-state.js';

export interface StartOAuthFlowInput extends Omit<NewOAuthState, 'providerId'> {
  provider: OAuthProvider;
  scopes?: readonly string[] | undefined;
  loginHint?: string | undefined;
}

/**
 * Creates the state record and cookie, then the provider's authorization URL
 * (PKCE S256, state, and a nonce derived from the verifier for OpenID providers).
 *
 * @example
 * const url = await startOAuthFlow(ctx, { provider, callbackURL: '/dashboard' });
 */
export async function startOAuthFlow(ctx: EndpointContext, input: StartOAuthFlowInput): Promise<string> {
  const { provider, scopes, loginHint, ...record } = input;
  const { state, codeVerifier } = await createOAuthState(ctx, { ...record, providerId: provider.id });
  const url = await createAuthorizationURL({
    provider,
    state,
    codeVerifier,
    ...(scopes ? { scopes } : {}),
    ...(loginHint ? { loginHint } : {}),
  });
  return url.toString();
}
