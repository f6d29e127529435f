import { AuthError } from 'latchkey/plugins';
import type { ResolvedAdminOptions } from './admin-options.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';
import { hasAdminPermission } from './has-admin-permission.js';

/**
 * Refuses (400) a caller giving themselves a role that cannot manage roles:
 * the last admin of an instance could otherwise lock everyone out with one
 * click. Another admin can still demote them.
 *
 * @example
 * assertNotSelfDemotion(options, { caller: session.user.id, target: userId, role: 'user' });
 */
export function assertNotSelfDemotion(options: ResolvedAdminOptions, input: { caller: string; target: string; role: string }): void {
  if (input.caller !== input.target) return;
  const holder = { userId: input.caller, role: input.role };
  if (!hasAdminPermission(options, holder, { permissions: { user: ['set-role'] } })) {
    throw AuthError.of(ADMIN_ERROR_CODES, 'YOU_CANNOT_CHANGE_YOUR_OWN_ROLE');
  }
}
