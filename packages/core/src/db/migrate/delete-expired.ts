import type { DatabaseAdapter } from '../adapter.js';
import type { ResolvedSchema } from '../resolve-schema.js';

export interface DeleteExpiredOptions {
  adapter: DatabaseAdapter;
  /** Defaults to the current time. */
  now?: Date;
  /**
   * How long a rate-limit row stays after its last request, in milliseconds. Use at
   * least the longest rate-limit window, or counts restart early. Defaults to one day.
   */
  rateLimitMaxAgeMs?: number;
  /** When given, models the schema does not declare (rate limits kept elsewhere) are skipped. */
  schema?: ResolvedSchema;
}

export interface DeleteExpiredResult {
  sessions: number;
  verifications: number;
  rateLimits: number;
}

const ONE_DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions and verifications and stale rate-limit rows. Expired rows
 * are already ignored when read; this keeps tables small. Run it from a scheduled
 * job (`npx latchkey cleanup`), never on a request path.
 *
 * @example
 * const { sessions } = await deleteExpired({ adapter: ctx.db });
 */
export async function deleteExpired(options: DeleteExpiredOptions): Promise<DeleteExpiredResult> {
  const { adapter, schema } = options;
  const now = options.now ?? new Date();
  const staleBefore = now.getTime() - (options.rateLimitMaxAgeMs ?? ONE_DAY);
  const remove = (model: string, field: string, value: unknown): Promise<number> =>
    schema && !schema[model]
      ? Promise.resolve(0)
      : adapter.deleteMany({ model, where: [{ field, operator: 'lt', value }] });
  return {
    sessions: await remove('session', 'expiresAt', now),
    verifications: await remove('verification', 'expiresAt', now),
    rateLimits: await remove('rateLimit', 'lastRequest', staleBefore),
  };
}
