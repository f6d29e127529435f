import type { ResolvedTable } from '../db/resolve-schema.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

/**
 * Refuses a body that tries to set a field the table declares but input may not
 * set: the given core fields, and every field declared with `input: false` (by
 * options or plugins). Answers 400 VALIDATION_ERROR naming the field rather than
 * silently dropping it, so a client that believes it changed a protected field
 * learns that it did not. Keys the table does not declare are not checked here;
 * callers ignore them.
 */
export function refuseProtectedFields(
  table: ResolvedTable,
  body: Record<string, unknown>,
  options: { core: ReadonlySet<string> },
): void {
  for (const key of Object.keys(body)) {
    if (body[key] === undefined) continue;
    const field = Object.hasOwn(table.fields, key) ? table.fields[key] : undefined;
    if (!field) continue;
    if (options.core.has(key) || field.input === false) {
      throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', {
        message: `[body.${key}] Can not be updated`,
        details: { fields: [{ field: key, message: 'Can not be updated' }] },
      });
    }
  }
}
