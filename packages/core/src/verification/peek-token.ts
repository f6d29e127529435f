import type { AuthContext } from '../context/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import type { ConsumedToken, TokenPurpose } from './verification-token.js';

// Must match how `storeToken` names its rows: the purpose, then the token's SHA-256.
const identifierOf = (purpose: TokenPurpose, token: string): string => `${purpose}:${hashTokenSync(token)}`;

/**
 * Looks a token up without spending it: for a link that only checks the token
 * before a form (the reset page), where the real use comes later through
 * `consumeToken`. Answers like `consumeToken`, and never changes the row.
 *
 * @example
 * const peeked = await peekToken(auth, { purpose: 'reset-password', token });
 * if (!peeked.ok) return ctx.redirect(`${callbackURL}?error=INVALID_TOKEN`);
 */
export async function peekToken(auth: AuthContext, input: { purpose: TokenPurpose; token: string }): Promise<ConsumedToken> {
  if (typeof input.token !== 'string' || input.token.length === 0 || input.token.length > 512) {
    return { ok: false, reason: 'invalid' };
  }
  const row = await auth.db.findOne<{ value: string; expiresAt: Date }>({
    model: 'verification',
    where: [{ field: 'identifier', value: identifierOf(input.purpose, input.token) }],
  });
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, value: row.value };
}
