import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import { readJsonBody } from './read-json-body.js';
import type { FetchLike } from './types.js';

/** The fields of an OpenID Provider Metadata document the engine uses. */
export interface OpenIdConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri?: string;
  token_endpoint_auth_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
  code_challenge_methods_supported?: string[];
  authorization_response_iss_parameter_supported?: boolean;
}

const WELL_KNOWN = '/.well-known/openid-configuration';

const fail = (reason: string): AuthError => AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_DISCOVERY_FAILED', { details: { reason } });

function isHttpURL(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.hash;
  } catch {
    return false;
  }
}

/** The issuer a discovery URL belongs to, or undefined when the URL is not a `.well-known` one. */
export function issuerOfDiscoveryURL(discoveryURL: string): string | undefined {
  const url = new URL(discoveryURL);
  if (!url.pathname.endsWith(WELL_KNOWN) || url.search) return undefined;
  return `${url.origin}${url.pathname.slice(0, -WELL_KNOWN.length)}`;
}

/** `https://id.example.com/tenant` → `https://id.example.com/tenant/.well-known/openid-configuration`. */
export function discoveryURLOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}${WELL_KNOWN}`;
}

/**
 * Reads and validates an OpenID discovery document. The document's `issuer` must
 * equal the issuer the URL names (OpenID Discovery §4.3), so one provider cannot
 * impersonate another; the endpoints must be http(s) URLs. Pass a safe fetch for
 * user-configured URLs.
 *
 * @example
 * const config = await discoverOpenIdConfiguration('https://id.example.com/.well-known/openid-configuration', { fetch });
 */
export async function discoverOpenIdConfiguration(
  discoveryURL: string,
  options: { fetch: FetchLike; expectedIssuer?: string },
): Promise<OpenIdConfiguration> {
  const response = await options.fetch(discoveryURL, { headers: { accept: 'application/json' } });
  const body = response.ok ? await readJsonBody(response) : null;
  if (!body) throw fail(`status_${response.status}`);
  const expected = options.expectedIssuer ?? issuerOfDiscoveryURL(discoveryURL);
  const issuer = typeof body.issuer === 'string' ? body.issuer : '';
  const same = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
  if (!issuer || (expected !== undefined && !same(issuer, expected))) throw fail('issuer_mismatch');
  if (!isHttpURL(body.authorization_endpoint) || !isHttpURL(body.token_endpoint)) throw fail('missing_endpoints');
  for (const key of ['userinfo_endpoint', 'jwks_uri'] as const) {
    if (body[key] !== undefined && !isHttpURL(body[key])) throw fail(`invalid_${key}`);
  }
  return body as unknown as OpenIdConfiguration;
}
