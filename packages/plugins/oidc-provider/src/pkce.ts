import { createHash } from 'node:crypto';
import { constantTimeEqual } from 'latchkey/plugins';

// RFC 7636 §4.1: 43 to 128 unreserved characters.
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * Whether a code verifier matches the S256 challenge the authorization
 * request carried. There is no `plain` method.
 *
 * @example
 * if (!verifiesChallenge(body.code_verifier, code.codeChallenge)) return oauthError(ctx, 'invalid_grant', '…');
 */
export function verifiesChallenge(verifier: string | undefined, challenge: string): boolean {
  if (verifier === undefined || !VERIFIER.test(verifier)) return false;
  return constantTimeEqual(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);
}
