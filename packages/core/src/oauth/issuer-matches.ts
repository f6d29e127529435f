/** Azure AD tenant ids are GUIDs; anything else must not be spliced into an issuer. */
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `actual` is one of the accepted issuers. `{tenantid}` in an accepted
 * issuer matches the token's `tid` (multi-tenant Microsoft), and only a GUID.
 *
 * @example
 * issuerMatches('https://login.microsoftonline.com/9188…/v2.0', ['https://login.microsoftonline.com/{tenantid}/v2.0'], '9188…');
 */
export function issuerMatches(actual: string, accepted: readonly string[], tenantId?: unknown): boolean {
  return accepted.some((issuer) => {
    if (!issuer.includes('{tenantid}')) return issuer === actual;
    return typeof tenantId === 'string' && TENANT_ID.test(tenantId) && issuer.replaceAll('{tenantid}', tenantId) === actual;
  });
}
