import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { sessionMiddleware } from '../session/session-middleware.js';
import { coreRoutes } from './core-routes.js';

export interface ListedAccount {
  id: string;
  providerId: string;
  accountId: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  scopes: string[];
}

interface AccountListRow {
  id: string;
  providerId: string;
  accountId: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  scope?: string | null;
}

/**
 * `GET /list-accounts`: the signed-in user's linked accounts (password and social).
 * Each entry is built field by field, so password hashes and OAuth tokens can never
 * reach the answer, whatever the schema adds.
 */
export const listAccounts = defineEndpoint({
  ...coreRoutes.listAccounts,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<ListedAccount[]> => {
    const rows = await ctx.auth.db.findMany<AccountListRow>({
      model: 'account',
      where: [{ field: 'userId', value: ctx.session.user.id }],
      sortBy: { field: 'createdAt', direction: 'asc' },
      limit: 1000,
    });
    return rows.map((row) => ({
      id: row.id,
      providerId: row.providerId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      accountId: row.accountId,
      userId: row.userId,
      scopes: splitScopes(row.scope),
    }));
  },
});

/** The scope column is comma-separated (spec §3). */
function splitScopes(scope: string | null | undefined): string[] {
  if (!scope) return [];
  return scope
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
