import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { compileMigrations } from 'latchkey/db';
import type { CliIo } from '../cli-io.js';
import { loadAuthContext, migrationOptionsOf } from '../load-auth-context.js';

/**
 * `latchkey generate`: the SQL that `migrate` would run, to review or to run with
 * another migration tool. Writes to `--output` or to stdout.
 *
 * @example
 * await generate({ config: 'src/auth.ts', output: 'migrations/latchkey.sql' }, nodeIo());
 */
export async function generate(args: { config: string; output?: string | undefined }, io: CliIo): Promise<number> {
  const { context, error } = await loadAuthContext(args.config, io);
  if (!context) return fail(io, error);
  const options = migrationOptionsOf(context);
  if (typeof options === 'string') return fail(io, options);
  const result = await compileMigrations(options);
  if (result.error) return fail(io, result.error.message);
  if (result.statements.length === 0) {
    io.err('The database schema is up to date; no SQL to generate.');
    return 0;
  }
  if (!args.output) {
    io.out(result.sql);
    return 0;
  }
  const file = resolve(io.cwd, args.output);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, result.sql);
  io.out(`Wrote ${result.statements.length} statements to ${args.output}.`);
  return 0;
}

function fail(io: CliIo, message: string): number {
  io.err(message);
  return 1;
}
