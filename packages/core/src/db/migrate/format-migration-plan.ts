import type { MigrationPlan } from './migration-plan.js';

/**
 * A readable summary of a plan, one change per line, for review before applying it.
 *
 * @example
 * console.log(formatMigrationPlan(plan));
 * // create table session (id, expiresAt, token, ...)
 * // add column account.scope
 * // create unique index account_providerId_accountId_uidx on account (providerId, accountId)
 */
export function formatMigrationPlan(plan: MigrationPlan): string {
  const lines: string[] = [];
  for (const table of plan.createTables) {
    lines.push(`create table ${table.table} (${table.columns.map((column) => column.name).join(', ')})`);
  }
  for (const { table, column } of plan.addColumns) {
    const nullability = column.notNull ? 'not null' : 'nullable';
    lines.push(`add column ${table}.${column.name} ${column.type} ${nullability}`);
  }
  for (const index of plan.createIndexes) {
    const kind = index.unique ? 'unique index' : 'index';
    lines.push(`create ${kind} ${index.name} on ${index.table} (${index.columns.join(', ')})`);
  }
  for (const note of plan.notes) lines.push(`note: ${note}`);
  for (const refusal of plan.refusals) lines.push(`refused: ${refusal.message}`);
  return lines.length > 0 ? lines.join('\n') : 'Nothing to migrate: the database is up to date.';
}
