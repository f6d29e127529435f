import { AuthError, CORE_ERROR_CODES, findUserById, toPublicRecord } from 'latchkey/plugins';
import type { AuthContext, UserRow } from 'latchkey/plugins';
import type { AdminUser } from './types.js';

/**
 * The user an admin route acts on, or 404 USER_NOT_FOUND.
 *
 * @example
 * const target = await findTargetUser(ctx.auth, ctx.body.userId);
 */
export async function findTargetUser(auth: AuthContext, userId: string): Promise<UserRow> {
  const row = await findUserById(auth, userId);
  if (!row) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
  return row;
}

/** A stored user row as answers carry it: declared, returned fields only. */
export function publicUser(auth: AuthContext, row: Record<string, unknown>): AdminUser {
  return toPublicRecord<AdminUser>(auth.schema.user!, row);
}
