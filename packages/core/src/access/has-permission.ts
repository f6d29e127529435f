import { grantsAll } from './create-access-control.js';
import type { Permissions, Role, Statements } from './types.js';

/** The role names in a stored role value: `"admin,editor"` or `['admin', 'editor']`. */
export function parseRoles(roles: string | readonly string[] | null | undefined): string[] {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return list.map((role) => role.trim()).filter((role) => role.length > 0);
}

/**
 * Whether a holder of these roles may do every requested action. A user may
 * hold several roles (stored comma-separated); an action is allowed when any
 * of them grants it. Unknown role names grant nothing.
 *
 * @example
 * hasPermission({ roles: user.role, roleMap: { admin, user }, permissions: { user: ['ban'] } });
 */
export function hasPermission<S extends Statements>(input: {
  roles: string | readonly string[] | null | undefined;
  roleMap: Readonly<Record<string, Role<S>>>;
  permissions: Permissions<S>;
}): boolean {
  const grants = parseRoles(input.roles).flatMap((name) => {
    const role = Object.hasOwn(input.roleMap, name) ? input.roleMap[name] : undefined;
    return role ? [role.permissions as Permissions] : [];
  });
  return grants.length > 0 && grantsAll(grants, input.permissions as Permissions);
}
