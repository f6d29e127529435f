import type { ColumnDataType, Kysely } from 'kysely';
import type { ResolvedSchema } from '../resolve-schema.js';
import type { SqlDialect } from './column-type.js';

/** What every migration function needs: a database and the schema it should hold. */
export interface MigrationOptions {
  kysely: Kysely<any>;
  dialect: SqlDialect;
  schema: ResolvedSchema;
}

export type OnDelete = 'cascade' | 'set null' | 'restrict' | 'no action';

export interface PlannedForeignKey {
  /** Constraint name. */
  name: string;
  table: string;
  column: string;
  onDelete?: OnDelete;
}

export interface PlannedColumn {
  /** Logical field name. */
  field: string;
  /** Physical column name. */
  name: string;
  type: ColumnDataType;
  primaryKey: boolean;
  notNull: boolean;
  /** A constant default, already encoded for the dialect; functions are applied by the adapter. */
  defaultValue?: string | number | boolean;
  references?: PlannedForeignKey;
}

export interface PlannedIndex {
  model: string;
  table: string;
  name: string;
  columns: readonly string[];
  unique: boolean;
}

export interface PlannedTable {
  model: string;
  table: string;
  columns: PlannedColumn[];
  /** Single-field unique constraints declared in `CREATE TABLE`. */
  uniques: { name: string; column: string }[];
}

export interface PlannedColumnAddition {
  model: string;
  table: string;
  column: PlannedColumn;
}

/** A change Latchkey will not make because it could fail or lose meaning on existing rows. */
export interface MigrationRefusal {
  model: string;
  table: string;
  column?: string;
  /** Says what is wrong and exactly what to do about it. */
  message: string;
}

/**
 * The changes that bring a database to the declared schema, in the order they run:
 * tables (referenced tables first), then columns, then indexes. Migrations only add;
 * nothing is dropped or altered.
 */
export interface MigrationPlan {
  dialect: SqlDialect;
  createTables: PlannedTable[];
  addColumns: PlannedColumnAddition[];
  createIndexes: PlannedIndex[];
  /** When not empty, the plan must not be applied. */
  refusals: MigrationRefusal[];
  /** Things worth knowing about the plan that do not block it. */
  notes: string[];
}

/**
 * Whether a plan has nothing to do.
 *
 * @example
 * if (isEmptyPlan(await planMigrations({ kysely, dialect, schema }))) console.log('up to date');
 */
export function isEmptyPlan(plan: MigrationPlan): boolean {
  return (
    plan.createTables.length === 0 &&
    plan.addColumns.length === 0 &&
    plan.createIndexes.length === 0 &&
    plan.refusals.length === 0
  );
}
