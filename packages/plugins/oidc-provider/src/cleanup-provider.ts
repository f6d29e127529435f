import type { AuthContext } from 'latchkey/plugins';

/**
 * Deletes expired codes and tokens. A spent code is kept until it expires
 * (to recognise a replay); a token is kept until it expires, revoked or
 * not, so reuse is still detected within its life.
 */
export async function cleanupProvider(auth: AuthContext, input: { now: Date }): Promise<Record<string, number>> {
  const expired = [{ field: 'expiresAt', operator: 'lt' as const, value: input.now }];
  const codes = await auth.db.deleteMany({ model: 'oauthCode', where: expired });
  const tokens = await auth.db.deleteMany({ model: 'oauthToken', where: expired });
  return { oauthCodes: codes, oauthTokens: tokens };
}
