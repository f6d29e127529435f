import { formatMigrationPlan, isEmptyPlan, planMigrations, refusalMessage, runMigrations } from 'latchkey/db';
import type { CliIo } from '../cli-io.js';
import { loadAuthContext, migrationOptionsOf } from '../load-auth-context.js';

/**
 * `latchkey migrate`: shows the plan, asks (unless `--yes`), applies it. Without a
 * terminal to ask on, it applies only with `--yes`. Applying takes the database's
 * migration lock, so runs at the same time (or instances starting with
 * `schemaCheck: 'migrate'`) apply the changes once.
 *
 * @example
 * await migrate({ config: 'src/auth.ts', yes: true }, nodeIo()); // 0
 */
export async function migrate(args: { config: string; yes: boolean }, io: CliIo): Promise<number> {
  const { context, error } = await loadAuthContext(args.config, io);
  if (!context) return fail(io, error);
  const options = migrationOptionsOf(context);
  if (typeof options === 'string') return fail(io, options);
  const plan = await planMigrations(options);
  if (plan.refusals.length > 0) return fail(io, refusalMessage(plan));
  if (isEmptyPlan(plan)) {
    io.out('The database schema is up to date; nothing to migrate.');
    return 0;
  }
  io.out(`Changes for ${plan.dialect}:\n${indent(formatMigrationPlan(plan))}`);
  if (!args.yes) {
    if (!io.interactive)
      return fail(io, 'Not applied: stdin is not a terminal. Rerun with --yes to apply these changes.');
    if (!(await io.confirm('Apply these changes?'))) return fail(io, 'Not applied.');
  }
  const result = await runMigrations({ ...options, plan });
  if (result.error) {
    // Only MySQL leaves statements applied after a failure; say which, since a rerun starts after them.
    const applied = result.executed.map((sql) => `  ${sql};`).join('\n');
    return fail(
      io,
      result.executed.length > 0 ? `${result.error.message}\nAlready applied:\n${applied}` : result.error.message
    );
  }
  if (result.executed.length === 0 && isEmptyPlan(result.plan)) {
    io.out('Another migration applied these changes meanwhile; nothing left to apply.');
    return 0;
  }
  io.out(`Applied ${result.executed.length} statement${result.executed.length === 1 ? '' : 's'}.`);
  return 0;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

function fail(io: CliIo, message: string): number {
  io.err(message);
  return 1;
}
