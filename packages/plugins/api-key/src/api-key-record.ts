import { toPublicRecord, type AuthContext } from 'latchkey/plugins';
import type { InferRecord } from 'latchkey';
import type { Permissions } from 'latchkey/access';
import type { apiKeySchema } from './schema.js';

/** A key as answers carry it: never the key or its hash. */
export type ApiKeyRecord = Omit<InferRecord<(typeof apiKeySchema)['apiKey']>, 'permissions' | 'metadata'> & {
  permissions: Permissions | null;
  metadata: Record<string, unknown> | null;
};

/** A stored row, with the fields answers leave out. */
export type ApiKeyRow = ApiKeyRecord & { key: string; revision: number };

/**
 * The public form of a stored key row.
 *
 * @example
 * return toApiKeyRecord(ctx.auth, row);
 */
export function toApiKeyRecord(auth: AuthContext, row: Record<string, unknown>): ApiKeyRecord {
  const record = toPublicRecord<ApiKeyRecord>(auth.schema.apiKey!, row);
  return { ...record, permissions: record.permissions ?? null, metadata: record.metadata ?? null };
}
