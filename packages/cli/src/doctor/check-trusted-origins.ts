import { isLoopback, type Finding } from './finding.js';

/**
 * Checks `trustedOrigins` (malformed entries already stop `createAuth`): plain
 * http away from this machine is a problem, a wildcard worth a second look.
 *
 * @example
 * checkTrustedOrigins({ origins: ['https://*.example.com'], baseURL: 'https://example.com' });
 */
export function checkTrustedOrigins(input: { origins: readonly string[]; baseURL: string | undefined }): Finding[] {
  const base = input.baseURL ? new URL(input.baseURL).origin : 'the base URL';
  const findings: Finding[] = [];
  for (const origin of input.origins) {
    const url = parse(origin);
    if (url && url.protocol === 'http:' && !isLoopback(url)) {
      findings.push({
        level: 'problem',
        subject: 'trusted origins',
        message: `${origin} is plain http: anyone on its network path can act as that origin.`,
        fix: `Trust its https origin instead (https://${url.host}).`,
      });
    } else if (origin.includes('*')) {
      findings.push({
        level: 'warning',
        subject: 'trusted origins',
        message: `${origin} trusts every subdomain; make sure none of them serves content you do not control.`,
      });
    }
  }
  if (!findings.some((finding) => finding.level === 'problem')) {
    const extra = input.origins.length === 0 ? 'none besides' : `${input.origins.join(', ')}, besides`;
    findings.unshift({ level: 'ok', subject: 'trusted origins', message: `${extra} ${base}.` });
  }
  return findings;
}

function parse(origin: string): URL | null {
  try {
    return new URL(origin.replace('*.', 'wildcard.'));
  } catch {
    return null;
  }
}
