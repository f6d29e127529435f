import type { AuthContext } from '../declarations/auth-context.js';
import type { DatabaseAdapter, Where } from '../db/adapter.js';
import type { MailUser } from '../options/account-options.js';
import { findUserById } from './find-user.js';
import type { ResolvedSchema } from '../db/resolve-schema.js';
import { markSessionsRevoked } from '../session/revocation-marker.js';
import { revokeUserSessions } from '../session/revoke-user-sessions.js';

/**
 * Deletes a user and everything that lets anyone act as them: sessions, linked
 * accounts (password hash and OAuth tokens), pending tokens and the user row, in
 * one transaction, so a failure part-way leaves the account whole rather than a
 * user without a password or sessions without a user.
 *
 * `user.deleteUser.beforeDelete` runs first and may throw to abort (nothing is
 * touched); `afterDelete` runs once the transaction committed. A throw from
 * `afterDelete` is logged, not rethrown: the deletion has happened and the answer
 * must say so. Cookies are the caller's business (`clearSessionCookies`), since
 * this also serves callers without a request.
 *
 * `withDeletion` writes what belongs to the deletion (its event) in the same
 * transaction, once the user row is gone; a throw from it undoes the deletion.
 *
 * @returns false when the user does not exist (any more).
 *
 * @example
 * if (await deleteUserData(ctx.auth, ctx.session.user.id, { request: ctx.request })) clearSessionCookies(ctx);
 */
export async function deleteUserData(
  auth: AuthContext,
  userId: string,
  options: { request?: Request | undefined; withDeletion?: (tx: DatabaseAdapter) => Promise<void> } = {},
): Promise<boolean> {
  const row = await findUserById(auth, userId);
  if (!row) return false;
  const user: MailUser = { id: row.id, email: row.email, name: row.name, emailVerified: Boolean(row.emailVerified) };
  const hooks = auth.options.user?.deleteUser;
  await hooks?.beforeDelete?.(user, options.request);
  const deleted = await auth.db.transaction(async (tx) => {
    // Sessions first, while the table can still name them; the stored copies go with them.
    await revokeUserSessions(auth, userId, { db: tx });
    const gone = await deleteRows(tx, { schema: auth.schema, userId });
    if (gone) await options.withDeletion?.(tx);
    return gone;
  });
  if (!deleted) return false;
  await markSessionsRevoked(auth, userId);
  try {
    await hooks?.afterDelete?.(user, options.request);
  } catch (error) {
    auth.logger.error('user.deleteUser.afterDelete failed', error);
  }
  return true;
}

/**
 * Takes back a user created by the current request that could not be finished
 * (its session could not be stored): its rows and everything that references
 * it, in one transaction, without the deletion hooks (the account never
 * existed for anyone) and without touching secondary storage.
 *
 * @example
 * await undoNewUser(auth, user.id);
 */
export async function undoNewUser(auth: AuthContext, userId: string): Promise<void> {
  await auth.db.transaction((tx) => deleteRows(tx, { schema: auth.schema, userId }));
}

/**
 * Everything inside the transaction goes through `tx`: the outer adapter would
 * wait on it. Rows of every table that references the user (sessions, accounts,
 * and plugins' tables) go too, read from the schema rather than trusting the
 * database's foreign keys, which SQLite does not enforce by default.
 */
async function deleteRows(tx: DatabaseAdapter, input: { schema: ResolvedSchema; userId: string }): Promise<boolean> {
  const { userId } = input;
  for (const table of Object.values(input.schema)) {
    for (const field of Object.values(table.fields)) {
      if (field.references?.model !== 'user' || table.model === 'user') continue;
      const where = [{ field: field.name, value: userId }];
      const onDelete = field.references.onDelete;
      if (onDelete === 'set null') await tx.updateMany({ model: table.model, where, update: { [field.name]: null } });
      else if (onDelete === 'cascade') await tx.deleteMany({ model: table.model, where });
    }
  }
  await tx.deleteMany({ model: 'verification', where: verificationsOf(userId) });
  return (await tx.deleteMany({ model: 'user', where: [{ field: 'id', value: userId }] })) > 0;
}

/**
 * The user's pending tokens: those whose value is the user id (password reset,
 * account deletion) and those whose JSON value names it (`{"userId":"…",…}`: email
 * verification, change of email). The id is matched with its closing quote, so
 * `abc` never matches `abcd`, and quotes inside other JSON strings are escaped, so
 * no other field can imitate the key. The value column is not indexed; the table
 * only holds short-lived rows.
 */
function verificationsOf(userId: string): Where[] {
  return [
    { field: 'value', value: userId },
    { field: 'value', operator: 'contains', value: `"userId":${JSON.stringify(userId)}`, connector: 'OR' },
  ];
}
