import { grantsAll } from './create-access-control.js';
import type { Permissions, PermissionsOfRoles, Role } from './types.js';

/** The role names in a stored role value: `"admin,editor"` or `['admin', 'editor']`. */
export function parseRoles(roles: string | readonly string[] | null | undefined): string[] {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return list.map((role) => role.trim()).filter((role) => role.length > 0);
}

/**
 * Whether a holder of these roles may do every requested action. A user may
 * hold several roles (stored comma-separated); an action is allowed when any
 * of them grants it. Unknown role names grant nothing. The request is typed by
 * the statements the roles were built from, so a misspelt resource or action
 * fails to compile; roles of different statements may share one map.
 *
 * @example
 * hasPermission({ roles: user.role, roleMap: { admin, user }, permissions: { user: ['ban'] } });
 */
export function hasPermission<R extends Readonly<Record<string, Role<any>>>>(input: {
  roles: string | readonly string[] | null | undefined;
  roleMap: R;
  permissions: PermissionsOfRoles<R>;
}): boolean {
  const grants = parseRoles(input.roles).flatMap((name) => {
    const role: Role<any> | undefined = Object.hasOwn(input.roleMap, name) ? input.roleMap[name] : undefined;
    return role ? [role.permissions as Permissions] : [];
  });
  return grants.length > 0 && grantsAll(grants, input.permissions as Permissions);
}
