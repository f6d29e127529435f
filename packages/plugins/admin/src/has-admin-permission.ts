import { hasPermission, parseRoles } from 'latchkey/access';
import type { Permissions } from 'latchkey/access';
import type { AdminStatements } from './access.js';
import type { ResolvedAdminOptions } from './admin-options.js';

/** Who is asking: a user id and the stored role value (`"admin"`, `"admin,support"`). */
export interface PermissionHolder {
  userId?: string | undefined;
  role: string | readonly string[] | null | undefined;
}

/**
 * Whether a holder may do every requested action: always for `adminUserIds`,
 * else when any of their roles grants it.
 *
 * @example
 * hasAdminPermission(options, { userId: user.id, role: user.role }, { permissions: { user: ['ban'] } });
 */
export function hasAdminPermission(
  options: ResolvedAdminOptions,
  holder: PermissionHolder,
  input: { permissions: Permissions<AdminStatements> | Permissions },
): boolean {
  if (holder.userId !== undefined && options.adminUserIds.includes(holder.userId)) return true;
  return hasPermission({ roles: holder.role, roleMap: options.roles, permissions: input.permissions as Permissions });
}

/** Whether a stored role value names one of the administrator roles. */
export function isAdminRole(options: ResolvedAdminOptions, role: unknown): boolean {
  const roles = typeof role === 'string' || Array.isArray(role) ? parseRoles(role as string | string[]) : [];
  return roles.some((name) => options.adminRoles.includes(name));
}
