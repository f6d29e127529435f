import { parseRoles } from 'latchkey/access';
import { AuthError, type Zod } from 'latchkey/plugins';
import type { ResolvedAdminOptions } from './admin-options.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';

/** A role as routes accept it: one name, or several (stored comma-separated). */
export const roleInput = (z: Zod) => z.union([z.string().max(255), z.array(z.string().max(255)).max(50)]);

/**
 * The stored form of a role value, after checking every name is a declared
 * role (400 INVALID_ROLE otherwise): an unknown name would grant nothing, and
 * silently storing a typo hides the mistake.
 *
 * @example
 * storedRole(options, ['admin', 'support']); // 'admin,support'
 */
export function storedRole(options: ResolvedAdminOptions, role: string | readonly string[]): string {
  const names = parseRoles(role);
  if (names.length === 0 || names.some((name) => !Object.hasOwn(options.roles, name))) {
    throw AuthError.of(ADMIN_ERROR_CODES, 'INVALID_ROLE');
  }
  return [...new Set(names)].join(',');
}
