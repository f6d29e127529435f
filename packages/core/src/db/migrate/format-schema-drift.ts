import type { SchemaDrift } from './check-schema-drift.js';

/**
 * A message naming everything the database lacks and the command that adds it.
 *
 * @example
 * formatSchemaDrift(drift, { configPath: 'src/auth.ts' });
 * // 'The database is missing parts of the Latchkey schema: tables user, session. Run `npx latchkey migrate --config src/auth.ts` to add them.'
 */
export function formatSchemaDrift(drift: SchemaDrift, options: { configPath?: string } = {}): string {
  const parts: string[] = [];
  if (drift.missingTables.length > 0) parts.push(`tables ${drift.missingTables.join(', ')}`);
  if (drift.missingColumns.length > 0) parts.push(`columns ${drift.missingColumns.join(', ')}`);
  if (drift.missingIndexes.length > 0) {
    const indexes = drift.missingIndexes.map((index) => `${index.name} on ${index.table}(${index.columns.join(', ')})`);
    parts.push(`indexes ${indexes.join(', ')}`);
  }
  if (parts.length === 0) return 'The database schema is up to date.';
  const config = options.configPath ?? '<file>';
  return (
    `The database is missing parts of the Latchkey schema: ${parts.join('; ')}. ` +
    `Run \`npx latchkey migrate --config ${config}\` to add them.`
  );
}
