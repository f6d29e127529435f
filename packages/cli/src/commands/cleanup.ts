import { deleteExpired } from 'latchkey/db';
import type { CliIo } from '../cli-io.js';
import { loadAuthContext } from '../load-auth-context.js';

/**
 * `latchkey cleanup`: deletes expired sessions and verifications, stale
 * rate-limit rows, and what each plugin's `cleanup` removes (expired API keys).
 * Meant for a scheduled job.
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
  const counts = await deleteExpired({
    adapter: context.db,
    schema: context.schema,
    ...(maxAge === undefined ? {} : { rateLimitMaxAgeMs: maxAge * 1000 }),
  });
  io.out(
    `Deleted ${counts.sessions} expired sessions, ${counts.verifications} expired verifications and ${counts.rateLimits} stale rate-limit rows.`
  );
  const now = new Date();
  for (const plugin of context.plugins ?? []) {
    if (!plugin.cleanup) continue;
    // The loaded context is the instance's own AuthContext, the one a plugin's cleanup takes.
    const rows = await plugin.cleanup(context as never, { now });
    io.out(`Deleted ${rows} expired rows of the ${plugin.id} plugin.`);
  }
  return 0;
}
