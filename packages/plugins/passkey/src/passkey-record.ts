import { AuthError } from 'latchkey/plugins';
import type { AuthContext, InferRow } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import type { passkeySchema } from './schema.js';

/** A stored passkey row. */
export interface PasskeyRow extends InferRow<(typeof passkeySchema)['passkey']> {}

/** A passkey as answers show it: everything but the public key bytes. */
export type Passkey = Omit<PasskeyRow, 'publicKey'>;

/**
 * The answer's view of a row.
 *
 * @example
 * return rows.map(toPasskey);
 */
export function toPasskey(row: PasskeyRow): Passkey {
  const { publicKey: _publicKey, ...rest } = row;
  return { ...rest, counter: Number(rest.counter) };
}

/** The user's passkeys, oldest first. */
export function listPasskeys(auth: AuthContext, userId: string): Promise<PasskeyRow[]> {
  return auth.db.findMany<PasskeyRow>({
    model: 'passkey',
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'createdAt', direction: 'asc' },
  });
}

/**
 * One of the user's own passkeys, or 404 PASSKEY_NOT_FOUND: another user's
 * id answers exactly like an id that does not exist.
 *
 * @example
 * const row = await findOwnPasskey(ctx.auth, { id: ctx.body.id, userId: ctx.session.user.id });
 */
export async function findOwnPasskey(auth: AuthContext, input: { id: string; userId: string }): Promise<PasskeyRow> {
  const row = await auth.db.findOne<PasskeyRow>({
    model: 'passkey',
    where: [
      { field: 'id', value: input.id },
      { field: 'userId', value: input.userId },
    ],
  });
  if (!row) throw AuthError.of(PASSKEY_ERROR_CODES, 'PASSKEY_NOT_FOUND');
  return row;
}
