import { AuthError, type AuthContext } from 'latchkey/plugins';
import type { ApiKeyRow } from './api-key-record.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import type { KeyOwner } from './key-owner.js';

/**
 * The key with this id, if it belongs to the owner; otherwise 404
 * KEY_NOT_FOUND, the same answer as for an id that does not exist, so nobody
 * learns which ids belong to other users.
 *
 * @example
 * const row = await findOwnedKey(ctx.auth, { id: ctx.body.keyId, owner });
 */
export async function findOwnedKey(auth: AuthContext, input: { id: string; owner: KeyOwner }): Promise<ApiKeyRow> {
  const where = [{ field: 'id', value: input.id }];
  if (input.owner.userId !== null) where.push({ field: 'userId', value: input.owner.userId });
  const row = await auth.db.findOne<ApiKeyRow>({ model: 'apiKey', where });
  if (!row) throw AuthError.of(API_KEY_ERROR_CODES, 'KEY_NOT_FOUND');
  return row;
}
