import type { ResolvedTable } from '../db/resolve-schema.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

const CORE_USER_FIELDS = new Set(['id', 'name', 'email', 'emailVerified', 'image', 'createdAt', 'updatedAt']);

const matchesType = (type: string, value: unknown): boolean => {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    default:
      return true;
  }
};

/**
 * Picks the extra user fields (declared by options or plugins) that input may set,
 * checking their types. Fields declared with `input: false` are never taken
 * from a request: sending one answers 400 VALIDATION_ERROR.
 */
export function pickUserFields(
  table: ResolvedTable,
  body: Record<string, unknown>,
  options: { creating: boolean },
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of Object.values(table.fields)) {
    if (CORE_USER_FIELDS.has(field.name)) continue;
    const value = body[field.name];
    // A protected extra field (a role, a ban) sent by a client is refused, not silently dropped.
    if (field.input === false) {
      if (value !== undefined) throw notSettable(field.name);
      continue;
    }
    if (value === undefined) {
      if (options.creating && field.required !== false && field.defaultValue === undefined) throw invalid(field.name);
      continue;
    }
    if (value === null ? field.required !== false : !matchesType(field.type, value)) throw invalid(field.name);
    picked[field.name] = field.type === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return picked;
}

function invalid(field: string): AuthError {
  return AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', {
    message: `[body.${field}] Invalid value`,
    details: { fields: [{ field, message: 'Invalid value' }] },
  });
}

function notSettable(field: string): AuthError {
  return AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', {
    message: `[body.${field}] Can not be set`,
    details: { fields: [{ field, message: 'Can not be set' }] },
  });
}
