import { sql, type ColumnDefinitionBuilder, type CompiledQuery, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationPlan, PlannedColumn, PlannedColumnAddition, PlannedTable } from './migration-plan.js';

/** One DDL statement of a plan, built with Kysely's schema builder so its SQL fits the dialect. */
export interface MigrationStatement {
  compile(): CompiledQuery;
  execute(): Promise<void>;
}

/**
 * The statements that apply a plan, in order, built on `db` (a Kysely instance or a
 * transaction, which is where they will execute).
 *
 * @example
 * const sqlText = migrationStatements(kysely, plan).map((s) => s.compile().sql);
 */
export function migrationStatements(db: Kysely<any>, plan: MigrationPlan): MigrationStatement[] {
  const statements: MigrationStatement[] = [];
  for (const table of plan.createTables) statements.push(createTable(db, table, plan.dialect));
  for (const addition of plan.addColumns) statements.push(...addColumn(db, addition, plan.dialect));
  for (const index of plan.createIndexes) {
    const builder = db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns]);
    statements.push(index.unique ? builder.unique() : builder);
  }
  return statements;
}

function createTable(db: Kysely<any>, table: PlannedTable, dialect: MigrationPlan['dialect']): MigrationStatement {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table.table);
  // MySQL's default collations compare case-insensitively; token hashes and ids must
  // compare byte for byte, as they do on Postgres and SQLite.
  if (dialect === 'mysql') builder = builder.modifyEnd(sql`character set utf8mb4 collate utf8mb4_bin`);
  for (const column of table.columns) {
    builder = builder.addColumn(column.name, column.type, (col) => constraints(col, column));
  }
  for (const unique of table.uniques) {
    builder = builder.addUniqueConstraint(unique.name, [unique.column]);
  }
  for (const column of table.columns) {
    const ref = column.references;
    if (!ref) continue;
    builder = builder.addForeignKeyConstraint(ref.name, [column.name], ref.table, [ref.column], (fk) =>
      ref.onDelete ? fk.onDelete(ref.onDelete) : fk
    );
  }
  return builder;
}

function addColumn(
  db: Kysely<any>,
  addition: PlannedColumnAddition,
  dialect: MigrationPlan['dialect']
): MigrationStatement[] {
  const { column, table } = addition;
  const ref = column.references;
  if (dialect === 'sqlite' || !ref) {
    // SQLite cannot add a constraint to an existing table, only a column that carries one.
    const add = db.schema.alterTable(table).addColumn(column.name, column.type, (col) => {
      const built = constraints(col, column);
      if (!ref) return built;
      const referenced = built.references(`${ref.table}.${ref.column}`);
      return ref.onDelete ? referenced.onDelete(ref.onDelete) : referenced;
    });
    return [add];
  }
  const foreignKey = db.schema
    .alterTable(table)
    .addForeignKeyConstraint(ref.name, [column.name], ref.table, [ref.column]);
  return [
    db.schema.alterTable(table).addColumn(column.name, column.type, (col) => constraints(col, column)),
    ref.onDelete ? foreignKey.onDelete(ref.onDelete) : foreignKey,
  ];
}

function constraints(builder: ColumnDefinitionBuilder, column: PlannedColumn): ColumnDefinitionBuilder {
  let col = builder;
  if (column.primaryKey) col = col.primaryKey();
  if (column.notNull) col = col.notNull();
  if (column.defaultValue !== undefined) col = col.defaultTo(column.defaultValue);
  return col;
}
