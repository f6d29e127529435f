import { parseRoles } from 'latchkey/access';
import type { Zod } from 'latchkey/plugins';

/** One role name: no comma, since stored role lists are comma-separated. */
export const roleName = (z: Zod) => z.string().trim().min(1).max(64).regex(/^[^,]+$/, 'A role name cannot contain a comma');

/** One role name or several: an array, or a comma-separated string as roles are stored. */
export const roleInput = (z: Zod) => z.union([
  z.string().max(255).refine((value) => parseRoles(value).length > 0, 'A role is required'),
  z.array(roleName(z)).min(1).max(20),
]);

/** The distinct role names of a request, in order. */
export function roleNames(input: string | readonly string[]): string[] {
  return [...new Set(parseRoles(input))];
}
