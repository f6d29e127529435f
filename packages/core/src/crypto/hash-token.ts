import { createHash } from 'node:crypto';

/**
 * SHA-256 of a token as unpadded base64url (43 characters). Session and
 * verification tokens are stored this way, so a copy of the database holds
 * nothing that can be replayed. A plain hash suffices: the tokens are random
 * with ≥ 128 bits, so there is nothing to brute-force.
 *
 * @example
 * const row = await db.findOne('session', { token: hashTokenSync(cookieValue) });
 */
export function hashTokenSync(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/**
 * {@link hashTokenSync} behind a promise, for call sites that expect one.
 *
 * @example
 * const stored = await hashToken(token);
 */
export function hashToken(token: string): Promise<string> {
  return Promise.resolve(hashTokenSync(token));
}
