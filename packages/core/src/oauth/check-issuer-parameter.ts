import { issuerMatches } from './issuer-matches.js';
import type { OAuthProvider } from './types.js';

export interface CheckIssuerParameterInput {
  provider: OAuthProvider;
  /** The callback's `iss` query or form parameter, if any. */
  iss?: string | null;
}

/**
 * RFC 9207 mix-up defence: when the callback carries `iss`, it must name this
 * provider's issuer; when the provider announced the parameter, it must be there.
 * Providers without a known issuer pass. `{tenantid}` issuers match by shape only,
 * since the callback has no `tid` to compare.
 *
 * @example
 * if (!(await checkIssuerParameter({ provider, iss: query.get('iss') }))) redirectWithError('invalid_callback_request');
 */
export async function checkIssuerParameter(input: CheckIssuerParameterInput): Promise<boolean> {
  const metadata = await input.provider.metadata();
  const accepted = metadata.issuer ?? [];
  if (input.iss === undefined || input.iss === null || input.iss === '') {
    return metadata.issuerParameterRequired !== true;
  }
  if (accepted.length === 0) return true;
  if (issuerMatches(input.iss, accepted)) return true;
  const tenant = accepted
    .filter((issuer) => issuer.includes('{tenantid}'))
    .map((issuer) => {
      const [before = '', after = ''] = issuer.split('{tenantid}');
      const iss = input.iss ?? '';
      return iss.startsWith(before) && iss.endsWith(after) ? iss.slice(before.length, iss.length - after.length) : '';
    })
    .find((candidate) => candidate !== '');
  return tenant !== undefined && issuerMatches(input.iss, accepted, tenant);
}
