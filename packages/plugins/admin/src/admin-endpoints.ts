import { banUser } from './endpoints/ban-user.js';
import { createUser } from './endpoints/create-user.js';
import { getUser } from './endpoints/get-user.js';
import { hasPermission } from './endpoints/has-permission.js';
import { impersonateUser } from './endpoints/impersonate-user.js';
import { listUserSessions } from './endpoints/list-user-sessions.js';
import { listUsers } from './endpoints/list-users.js';
import { removeUser } from './endpoints/remove-user.js';
import { revokeUserSession } from './endpoints/revoke-user-session.js';
import { revokeUserSessions } from './endpoints/revoke-user-sessions.js';
import { setRole } from './endpoints/set-role.js';
import { setUserPassword } from './endpoints/set-user-password.js';
import { stopImpersonating } from './endpoints/stop-impersonating.js';
import { unbanUser } from './endpoints/unban-user.js';
import { updateUser } from './endpoints/update-user.js';

/**
 * Every admin route, by the name `auth.api` calls it (`auth.api.banUser`,
 * `auth.api.adminUpdateUser`).
 * The client half takes only the type of this record.
 */
export const adminEndpoints = {
  createUser,
  getUser,
  // The core has /update-user under `updateUser`; this key matches the established name.
  adminUpdateUser: updateUser,
  setRole,
  listUsers,
  listUserSessions,
  banUser,
  unbanUser,
  impersonateUser,
  stopImpersonating,
  revokeUserSession,
  revokeUserSessions,
  removeUser,
  setUserPassword,
  userHasPermission: hasPermission,
};

export type AdminEndpoints = typeof adminEndpoints;
