import { defineEndpoint, sessionMiddleware, lazySchema, type Zod, type z } from 'latchkey/plugins';
import type { Where } from 'latchkey';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { membersWithUsers } from '../organization-records.js';
import type { MemberWithUser } from '../types.js';
import { organizationRoutes } from '../routes.js';

const MEMBER_FIELDS = ['id', 'userId', 'role', 'createdAt'] as const;
const OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts_with', 'ends_with'] as const;

/** The query of list-members. Over HTTP every value arrives as a string, so numbers are coerced. */
const listMembersQuery = (z: Zod) => z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortBy: z.enum(MEMBER_FIELDS).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  filterField: z.enum(MEMBER_FIELDS).optional(),
  filterValue: z.string().max(255).optional(),
  filterOperator: z.enum(OPERATORS).optional(),
  organizationId: idInput(z).optional(),
});

/** The filter as a where clause; dates are compared as dates. */
function filterOf(query: z.output<ReturnType<typeof listMembersQuery>>): Where[] {
  if (query.filterField === undefined || query.filterValue === undefined) return [];
  const raw = query.filterValue;
  const value = query.filterField === 'createdAt' && !Number.isNaN(Date.parse(raw)) ? new Date(raw) : raw;
  return [{ field: query.filterField, operator: query.filterOperator ?? 'eq', value }];
}

/**
 * `GET /organization/list-members`: members of the caller's organization with
 * their users, paged (`limit`, 100 by default; `offset`), sorted and filtered
 * on member fields in SQL: one joined query plus one count.
 */
export const listMembers = defineEndpoint({
  ...organizationRoutes.listMembers,
  query: lazySchema(listMembersQuery),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ members: MemberWithUser[]; total: number }> => {
    const { organizationId } = await requireMember(ctx, ctx.session, ctx.query);
    const where: Where[] = [{ field: 'organizationId', value: organizationId }, ...filterOf(ctx.query)];
    const sortBy = { field: ctx.query.sortBy ?? 'createdAt', direction: ctx.query.sortDirection ?? 'asc' } as const;
    const [members, total] = await Promise.all([
      membersWithUsers(ctx, { where, sortBy, limit: ctx.query.limit ?? 100, offset: ctx.query.offset ?? 0 }),
      ctx.auth.db.count({ model: 'member', where }),
    ]);
    return { members, total };
  },
});
