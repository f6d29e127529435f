import { lazySchema, defineEndpoint } from 'latchkey/plugins';
import { publicUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import type { AdminUser } from '../types.js';
import { userListQuery, userListWhere } from '../user-list-query.js';
import { adminRoutes } from '../routes.js';

const DEFAULT_LIMIT = 100;

/**
 * `GET /admin/list-users`: search (`searchValue` on `searchField` email or
 * name, `contains` by default), filter (`filterField` `filterOperator`
 * `filterValue`), sort (`sortBy`, `sortDirection`) and pages (`limit`, 100 by
 * default and at most 1000; `offset`), as one query plus one count. Needs
 * `user: list`.
 */
export const listUsers = defineEndpoint({
  ...adminRoutes.listUsers,
  query: lazySchema(userListQuery),
  use: [requireAdmin({ permissions: { user: ['list'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS' })],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ users: AdminUser[]; total: number; limit: number; offset: number }> => {
    const { where, sortBy } = userListWhere(ctx.auth, ctx.query);
    const limit = ctx.query.limit ?? DEFAULT_LIMIT;
    const offset = ctx.query.offset ?? 0;
    const [rows, total] = await Promise.all([
      ctx.auth.db.findMany<Record<string, unknown>>({ model: 'user', where, sortBy, limit, offset }),
      ctx.auth.db.count({ model: 'user', where }),
    ]);
    return { users: rows.map((row) => publicUser(ctx.auth, row)), total, limit, offset };
  },
});
