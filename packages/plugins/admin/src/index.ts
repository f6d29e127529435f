// @latchkey/admin: the server half. The browser half is @latchkey/admin/client.
export { admin } from './admin.js';
export type { AdminPlugin } from './admin.js';
export type { AdminOptions, AdminRoles } from './admin-options.js';
export type { AdminPermissions, AdminRoleInput, DefaultAdminRoles, TypedAdminEndpoints } from './typed-endpoints.js';
export { ADMIN_ERROR_CODES } from './error-codes.js';
export type { AdminErrorCode } from './error-codes.js';
export { adminAccess, adminRole, adminStatements, defaultRoles, userRole } from './access.js';
export type { AdminStatements } from './access.js';
export type { AdminEndpoints } from './admin-endpoints.js';
export type { AdminSession, AdminUser } from './types.js';
export type { AdminEventType } from './events.js';
