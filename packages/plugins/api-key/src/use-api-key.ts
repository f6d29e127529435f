import { createAccessControl, type Permissions } from 'latchkey/access';
import { hashTokenSync, type AuthContext } from 'latchkey/plugins';
import type { ApiKeyRow } from './api-key-record.js';
import { countUse } from './count-use.js';

/** Why a key was refused, as an error code of the plugin. */
export type KeyRefusal =
  | { code: 'INVALID_API_KEY' | 'KEY_DISABLED' | 'KEY_EXPIRED' | 'KEY_NOT_PERMITTED' | 'USAGE_EXCEEDED' }
  | { code: 'RATE_LIMITED'; retryAfterMs: number };

export type KeyUse =
  | { ok: true; row: ApiKeyRow & { user?: Record<string, unknown> | null } }
  | ({ ok: false } & KeyRefusal);

// Keys are at least 64 characters plus a prefix; anything far longer is not one of ours.
const MAX_KEY_LENGTH = 256;
// Uses of one key racing for the same row: each round one of them wins.
const MAX_ROUNDS = 8;
const USER_JOIN = { user: { model: 'user', from: 'userId', to: 'id' } } as const;

/**
 * Checks a presented key and counts one use of it. The key is found by its
 * hash through a unique index (one query); the counters are then written with
 * a conditional UPDATE on the row's `revision`, so of two uses that read the
 * same row only one writes: a key with one use left serves exactly one of
 * them, whatever the concurrency. A refused key spends nothing.
 *
 * @example
 * const use = await useApiKey(ctx.auth, { key, permissions: { files: ['read'] } });
 * if (!use.ok) throw AuthError.of(API_KEY_ERROR_CODES, use.code);
 */
export async function useApiKey(
  auth: AuthContext,
  input: { key: string; permissions?: Permissions | undefined; withUser?: boolean },
): Promise<KeyUse> {
  if (input.key.length === 0 || input.key.length > MAX_KEY_LENGTH) return { ok: false, code: 'INVALID_API_KEY' };
  const where = [{ field: 'key', value: hashTokenSync(input.key) }];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await auth.db.findOne<ApiKeyRow & { windowStart?: Date | null; user?: Record<string, unknown> | null }>({
      model: 'apiKey',
      where,
      ...(input.withUser ? { join: USER_JOIN } : {}),
    });
    if (!row || (input.withUser && !row.user)) return { ok: false, code: 'INVALID_API_KEY' };
    if (!row.enabled) return { ok: false, code: 'KEY_DISABLED' };
    const now = Date.now();
    if (row.expiresAt && new Date(row.expiresAt).getTime() <= now) return { ok: false, code: 'KEY_EXPIRED' };
    if (input.permissions && !grants(row.permissions, input.permissions)) return { ok: false, code: 'KEY_NOT_PERMITTED' };
    const verdict = countUse(row, now);
    if (!verdict.ok) return verdict;
    if (!verdict.patch) return { ok: true, row };
    const written = await auth.db.updateMany({
      model: 'apiKey',
      where: [
        { field: 'id', value: row.id },
        { field: 'revision', value: row.revision },
      ],
      update: { ...verdict.patch, revision: row.revision + 1 },
    });
    if (written === 1) return { ok: true, row: { ...row, ...verdict.patch, revision: row.revision + 1 } };
  }
  // Every round lost to a simultaneous use of the same key: ask the caller to come back.
  return { ok: false, code: 'RATE_LIMITED', retryAfterMs: 1000 };
}

/** Whether a key's permissions hold every requested action. */
function grants(granted: Permissions | null | undefined, requested: Permissions): boolean {
  if (!granted) return Object.values(requested).every((actions) => (actions ?? []).length === 0);
  try {
    const statements = granted as Readonly<Record<string, readonly string[]>>;
    return createAccessControl(statements).newRole(statements).authorize(requested);
  } catch {
    return false;
  }
}
