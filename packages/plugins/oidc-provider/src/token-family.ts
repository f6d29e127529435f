import type { AuthContext, InferRow } from 'latchkey/plugins';
import type { oidcProviderSchema } from './schema.js';

/**
 * Revokes every token of one authorization (the code's id is the family):
 * for a replayed code, a reused refresh token, or a revoked refresh token.
 *
 * @example
 * await revokeFamily(ctx.auth, code.id);
 */
export async function revokeFamily(auth: AuthContext, familyId: string): Promise<number> {
  return auth.db.updateMany({
    model: 'oauthToken',
    where: [
      { field: 'familyId', value: familyId },
      { field: 'revokedAt', value: null },
    ],
    update: { revokedAt: new Date() },
  });
}

/** A stored token. */
export interface TokenRow extends InferRow<(typeof oidcProviderSchema)['oauthToken']> {
  kind: 'access' | 'refresh';
}

/** Whether a token may still be used: not revoked, not expired. */
export function isActive(row: TokenRow, now = Date.now()): boolean {
  return row.revokedAt === null && new Date(row.expiresAt).getTime() > now;
}
