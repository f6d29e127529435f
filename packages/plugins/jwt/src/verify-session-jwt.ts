import type { AuthContext } from 'latchkey/plugins';
import { claimsOf } from './jwt-claims.js';
import { publicJwkOf } from './key-pair.js';
import { publishedRows } from './key-store.js';
import { verifyJwt, type VerifyJwtResult } from './verify.js';

/**
 * Verifies a token this instance issued, against the keys it publishes and
 * its own `iss` and `aud`, without any HTTP round trip.
 *
 * @example
 * const result = await verifySessionJwt(await auth.$context, bearer);
 */
export async function verifySessionJwt(auth: AuthContext, token: string): Promise<VerifyJwtResult> {
  const rows = await publishedRows(auth);
  const { issuer, audience } = claimsOf(auth);
  return verifyJwt(token, { jwks: { keys: rows.map(publicJwkOf) }, issuer, audience });
}

