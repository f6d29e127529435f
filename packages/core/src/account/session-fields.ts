import type { ResolvedTable } from '../db/resolve-schema.js';
import { refuseProtectedFields } from './protected-fields.js';
import { pickUserFields } from './user-fields.js';

/** Fields the core session table declares: only the server sets them. */
const CORE_SESSION_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'token',
  'userId',
  'expiresAt',
  'ipAddress',
  'userAgent',
  'createdAt',
  'updatedAt',
]);

/**
 * The extra session fields (from `session.additionalFields` or plugins, not
 * `input: false`) a request may set, type-checked. A core field or a protected
 * extra field answers 400 VALIDATION_ERROR naming it; undeclared keys are ignored.
 */
export function pickSessionFields(table: ResolvedTable, body: Record<string, unknown>): Record<string, unknown> {
  refuseProtectedFields(table, body, { core: CORE_SESSION_FIELDS });
  // Core names are refused above; the extra-field picker checks the rest by type.
  return pickUserFields(table, body, { creating: false });
}
