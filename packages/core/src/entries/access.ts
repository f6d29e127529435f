// latchkey/access: statements, roles and permission checks. Safe in the browser: no server code.
export { createAccessControl } from '../access/create-access-control.js';
export { hasPermission, parseRoles } from '../access/has-permission.js';
export type { AccessControl, AllowedPermissions, Permissions, PermissionsOfRoles, Role, Statements } from '../access/types.js';
