import { AuthError, type Zod, type z } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import type { Where } from 'latchkey';
import { ADMIN_ERROR_CODES } from './error-codes.js';

const FILTER_OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts_with', 'ends_with'] as const;

/** The query of list-users. Over HTTP every value arrives as a string, so numbers are coerced. */
export const userListQuery = (z: Zod) => z.object({
  searchValue: z.string().max(255).optional(),
  searchField: z.enum(['email', 'name']).optional(),
  searchOperator: z.enum(['contains', 'starts_with', 'ends_with']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortBy: z.string().max(64).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  filterField: z.string().max(64).optional(),
  filterValue: z.union([z.string().max(255), z.number(), z.boolean()]).optional(),
  filterOperator: z.enum(FILTER_OPERATORS).optional(),
});

export type UserListQuery = z.output<ReturnType<typeof userListQuery>>;

/** Fields an answer shows are the only ones a caller may sort or filter on. */
function visibleField(auth: AuthContext, name: string | undefined, code: 'INVALID_SORT_FIELD' | 'INVALID_FILTER_FIELD') {
  const fields = auth.schema.user!.fields;
  const field = name !== undefined && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field || field.returned === false) throw AuthError.of(ADMIN_ERROR_CODES, code);
  return field;
}

/** A query-string value as the field's type: `"true"` for booleans, numbers, dates. */
function typed(type: string, value: string | number | boolean): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'date' && !Number.isNaN(Date.parse(value))) return new Date(value);
  if (type === 'string') return value;
  throw AuthError.of(ADMIN_ERROR_CODES, 'INVALID_FILTER_FIELD', { message: `filterValue is not a valid ${type}` });
}

/**
 * The where clauses and sort of a list-users query: search and filter in
 * SQL, on declared, returned user fields only (a password-like or unknown
 * field answers 400), so the database does the work and nothing hidden can
 * be probed.
 *
 * @example
 * const { where, sortBy } = userListWhere(ctx.auth, { searchValue: 'ada', searchField: 'name' });
 */
export function userListWhere(auth: AuthContext, query: UserListQuery): { where: Where[]; sortBy: { field: string; direction: 'asc' | 'desc' } } {
  const where: Where[] = [];
  if (query.searchValue) {
    const field = query.searchField ?? 'email';
    // Emails are stored lower-cased.
    const value = field === 'email' ? query.searchValue.toLowerCase() : query.searchValue;
    where.push({ field, operator: query.searchOperator ?? 'contains', value });
  }
  if (query.filterField !== undefined || query.filterValue !== undefined) {
    const field = visibleField(auth, query.filterField, 'INVALID_FILTER_FIELD');
    const operator = query.filterOperator ?? 'eq';
    const textOnly = operator === 'contains' || operator === 'starts_with' || operator === 'ends_with';
    if (query.filterValue === undefined || (textOnly && field.type !== 'string')) {
      throw AuthError.of(ADMIN_ERROR_CODES, 'INVALID_FILTER_FIELD');
    }
    where.push({ field: field.name, operator, value: typed(field.type, query.filterValue) });
  }
  const sortField = query.sortBy === undefined ? 'createdAt' : visibleField(auth, query.sortBy, 'INVALID_SORT_FIELD').name;
  return { where, sortBy: { field: sortField, direction: query.sortDirection ?? (query.sortBy ? 'asc' : 'desc') } };
}
