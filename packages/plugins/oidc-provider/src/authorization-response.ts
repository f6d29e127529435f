import type { AuthContext } from 'latchkey/plugins';
import { issuerOf } from './issuer-of.js';

/**
 * The URL an authorization answer sends the browser to: the client's
 * registered redirect URI (already matched exactly, which is what makes it
 * safe: it is not one of the app's own origins) with the answer's
 * parameters, `state` when the request had one, and always `iss` (RFC 9207),
 * so a client talking to several providers can tell which one answered.
 *
 * @example
 * authorizationResponse(ctx.auth, { redirectUri, state, params: { code } });
 */
export function authorizationResponse(
  auth: AuthContext,
  input: { redirectUri: string; state: string | undefined; params: Record<string, string> },
): string {
  const url = new URL(input.redirectUri);
  for (const [name, value] of Object.entries(input.params)) url.searchParams.set(name, value);
  if (input.state !== undefined) url.searchParams.set('state', input.state);
  url.searchParams.set('iss', issuerOf(auth));
  return url.toString();
}
