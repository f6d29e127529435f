import type { AuthContext } from '../declarations/auth-context.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import type { Where } from '../db/adapter.js';

/** What a single-use token is for; a token of one purpose never works for another. */
export type TokenPurpose = 'reset-password' | 'email-verification' | 'change-email' | 'delete-account' | (string & {});

const identifierOf = (purpose: TokenPurpose, token: string): string => `${purpose}:${hashTokenSync(token)}`;

/**
 * Stores a single-use token for a purpose. The row holds the token's SHA-256, so
 * a copy of the database yields no usable link.
 *
 * @example
 * await storeToken(auth, { purpose: 'reset-password', token, value: user.id, expiresIn: 3600 });
 */
export async function storeToken(
  auth: AuthContext,
  input: { purpose: TokenPurpose; token: string; value: string; expiresIn: number },
): Promise<void> {
  const now = new Date();
  await auth.db.create({
    model: 'verification',
    data: {
      id: auth.generateId(),
      identifier: identifierOf(input.purpose, input.token),
      value: input.value,
      expiresAt: new Date(now.getTime() + input.expiresIn * 1000),
      createdAt: now,
      updatedAt: now,
    },
  });
}

export type ConsumedToken = { ok: true; value: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Spends a token: atomically deletes its row and returns the value, so of any
 * number of simultaneous requests exactly one succeeds.
 */
export function consumeToken(auth: AuthContext, input: { purpose: TokenPurpose; token: string }): Promise<ConsumedToken> {
  return readToken(input, (where) => auth.db.consumeOne<StoredToken>({ model: 'verification', where }));
}

/**
 * Looks a token up without spending it: for a link that only checks the token
 * before a form (the reset page), where the real use comes later through
 * `consumeToken`. Answers like `consumeToken`, and never changes the row.
 *
 * @example
 * const peeked = await peekToken(auth, { purpose: 'reset-password', token });
 * if (!peeked.ok) return ctx.redirect(`${callbackURL}?error=INVALID_TOKEN`);
 */
export function peekToken(auth: AuthContext, input: { purpose: TokenPurpose; token: string }): Promise<ConsumedToken> {
  return readToken(input, (where) => auth.db.findOne<StoredToken>({ model: 'verification', where }));
}

interface StoredToken {
  value: string;
  expiresAt: Date;
}

async function readToken(
  input: { purpose: TokenPurpose; token: string },
  read: (where: Where[]) => Promise<StoredToken | null>,
): Promise<ConsumedToken> {
  if (typeof input.token !== 'string' || input.token.length === 0 || input.token.length > 512) {
    return { ok: false, reason: 'invalid' };
  }
  const row = await read([{ field: 'identifier', value: identifierOf(input.purpose, input.token) }]);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, value: row.value };
}
