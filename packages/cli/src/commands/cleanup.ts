import { deleteExpired, runCleanup, type CleanupResult } from 'latchkey/db';
import type { AuthContext } from 'latchkey/plugins';
import type { CliIo } from '../cli-io.js';
import { loadAuthContext, type CliAuthContext } from '../load-auth-context.js';

/**
 * `latchkey cleanup`: deletes expired sessions and verifications and stale
 * rate-limit rows, then, for a `createAuth` instance, runs each plugin's
 * cleanup (stale anonymous users). Meant for a scheduled job.
 *
 * @example
 * await cleanup({ config: 'src/auth.ts', rateLimitMaxAgeSeconds: 3600 }, nodeIo());
 */
export async function cleanup(
  args: { config: string; rateLimitMaxAgeSeconds?: number | undefined },
  io: CliIo
): Promise<number> {
  const { context, error } = await loadAuthContext(args.config, io);
  if (!context) {
    io.err(error);
    return 1;
  }
  const maxAge = args.rateLimitMaxAgeSeconds;
  const options = maxAge === undefined ? {} : { rateLimitMaxAgeMs: maxAge * 1000 };
  const counts: CleanupResult = isAuthContext(context)
    ? await runCleanup(context, options)
    : { ...(await deleteExpired({ adapter: context.db, schema: context.schema, ...options })), plugins: {} };
  io.out(
    `Deleted ${counts.sessions} expired sessions, ${counts.verifications} expired verifications and ${counts.rateLimits} stale rate-limit rows.`
  );
  for (const [plugin, removed] of Object.entries(counts.plugins)) {
    const parts = Object.entries(removed).map(([kind, count]) => `${count} ${kind}`);
    io.out(`${plugin}: removed ${parts.join(', ')}.`);
  }
  return 0;
}

/** A whole instance context (from `createAuth`) carries its plugins; a bare database config does not. */
function isAuthContext(context: CliAuthContext): context is CliAuthContext & AuthContext {
  return Array.isArray((context as { plugins?: unknown }).plugins);
}
