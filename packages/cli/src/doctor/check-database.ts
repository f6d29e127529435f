import { checkSchemaDrift, formatSchemaDrift, hasSchemaDrift } from 'latchkey/db';
import type { CliAuthContext } from '../load-auth-context.js';
import type { Finding } from './finding.js';

/**
 * Reaches the database by reading its live schema, and compares that with the
 * declared one: an unreachable database or a missing table is a problem, with
 * the command that fixes it.
 *
 * @example
 * await checkDatabase(context, { configPath: 'src/auth.ts' });
 */
export async function checkDatabase(context: CliAuthContext, options: { configPath: string }): Promise<Finding[]> {
  const { kysely, dialect, schema } = context;
  if (!kysely || !dialect) {
    return [{ level: 'warning', subject: 'database', message: 'This instance does not reach its database through Kysely; doctor cannot check it.' }];
  }
  let drift: Awaited<ReturnType<typeof checkSchemaDrift>>;
  try {
    drift = await checkSchemaDrift({ kysely, dialect, schema });
  } catch (error) {
    return [
      {
        level: 'problem',
        subject: 'database',
        message: `The ${dialect} database cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
        fix: 'Check the connection string (DATABASE_URL or the `database` option), that the server runs, and that this machine may connect.',
      },
    ];
  }
  const reached: Finding = { level: 'ok', subject: 'database', message: `The ${dialect} database answers.` };
  if (!hasSchemaDrift(drift)) return [reached, { level: 'ok', subject: 'schema', message: 'Up to date.' }];
  return [reached, { level: 'problem', subject: 'schema', message: formatSchemaDrift(drift, { configPath: options.configPath }) }];
}
