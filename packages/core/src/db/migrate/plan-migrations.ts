import { sql, type Kysely } from 'kysely';
import type { ResolvedField, ResolvedTable } from '../resolve-schema.js';
import { desiredIndexes } from './desired-indexes.js';
import { diffSchema, type SchemaDiff } from './diff-schema.js';
import { columnKey, introspectDatabase, tableKey, type LiveColumn, type LiveSchema } from './introspect-database.js';
import type {
  MigrationOptions,
  MigrationPlan,
  MigrationRefusal,
  PlannedColumnAddition,
  PlannedTable,
} from './migration-plan.js';
import { planColumn } from './plan-column.js';

/**
 * Compares the live database with the schema and returns the changes that bring it
 * up to date. Changes that are unsafe on existing rows come back as `refusals`
 * (with what to do about them) rather than as a thrown error; a plan with refusals
 * is not applied by {@link runMigrations}.
 *
 * @example
 * const plan = await planMigrations({ kysely, dialect: 'postgres', schema });
 * if (plan.refusals.length > 0) console.error(plan.refusals.map((r) => r.message).join('\n'));
 */
export async function planMigrations(options: MigrationOptions): Promise<MigrationPlan> {
  const { kysely, dialect } = options;
  const live = await introspectDatabase(kysely, dialect);
  const diff = diffSchema(live, options.schema, dialect);
  const plan: MigrationPlan = { dialect, createTables: [], addColumns: [], createIndexes: [], refusals: [], notes: [] };
  for (const table of sortByReferences(diff.missingTables)) {
    const planned = planTable(table, options, plan);
    if (planned) plan.createTables.push(planned);
  }
  await planColumnAdditions(diff, options, plan);
  for (const { table, index } of diff.missingIndexes) {
    const textColumn = dialect === 'mysql' ? unindexableColumn(live, table, index.columns) : undefined;
    if (textColumn) {
      plan.refusals.push(textIndexRefusal(table, index.name, textColumn));
      continue;
    }
    const { name, columns, unique } = index;
    plan.createIndexes.push({ model: table.model, table: table.table, name, columns, unique });
  }
  return plan;
}

function planTable(table: ResolvedTable, options: MigrationOptions, plan: MigrationPlan): PlannedTable | undefined {
  const planned: PlannedTable = { model: table.model, table: table.table, columns: [], uniques: [] };
  for (const field of Object.values(table.fields)) {
    const column = planColumn(table, field, options);
    if (typeof column === 'string') {
      plan.refusals.push({ model: table.model, table: table.table, column: field.column, message: column });
      return undefined;
    }
    planned.columns.push(column);
  }
  for (const index of desiredIndexes(table)) {
    const [column] = index.columns;
    // Single-field uniques are part of the table; other indexes follow it.
    if (index.singleField && index.unique && column) planned.uniques.push({ name: index.name, column });
    else {
      const { name, columns, unique } = index;
      plan.createIndexes.push({ model: table.model, table: table.table, name, columns, unique });
    }
  }
  return planned;
}

async function planColumnAdditions(diff: SchemaDiff, options: MigrationOptions, plan: MigrationPlan): Promise<void> {
  const rowsByTable = new Map<string, Promise<boolean>>();
  for (const { table, field } of diff.missingColumns) {
    const column = planColumn(table, field, options);
    if (typeof column === 'string') {
      plan.refusals.push({ model: table.model, table: table.table, column: field.column, message: column });
      continue;
    }
    if (column.primaryKey) {
      plan.refusals.push({
        model: table.model,
        table: table.table,
        column: column.name,
        message: `Table "${table.table}" exists without the primary key column "${column.name}". Latchkey does not add a primary key to an existing table; recreate the table or add the column yourself, then rerun the migration.`,
      });
      continue;
    }
    const addition: PlannedColumnAddition = { model: table.model, table: table.table, column };
    if (column.notNull && column.defaultValue === undefined) {
      const hasRows = rowsByTable.get(table.table) ?? tableHasRows(options.kysely, table.table);
      rowsByTable.set(table.table, hasRows);
      if (await hasRows) {
        plan.refusals.push(unsafeColumnRefusal(table, field));
        continue;
      }
      if (options.dialect === 'sqlite') {
        // SQLite cannot add a NOT NULL column without a default, even to an empty table.
        column.notNull = false;
        plan.notes.push(
          `${table.table}.${column.name} is added as a nullable column: SQLite cannot add a NOT NULL column without a default. Latchkey still requires the field on create.`
        );
      }
    }
    plan.addColumns.push(addition);
  }
}

function unsafeColumnRefusal(table: ResolvedTable, field: ResolvedField): MigrationRefusal {
  return {
    model: table.model,
    table: table.table,
    column: field.column,
    message:
      `Cannot add the required column "${field.column}" to "${table.table}": the table already has rows and the field has no constant default, so those rows would have no value. ` +
      `Do one of: give the field "${field.name}" of model "${table.model}" a constant defaultValue; make it optional (required: false); ` +
      `or add the column yourself as nullable, fill it in for every row, and rerun the migration.`,
  };
}

/** MySQL indexes `text` and `blob` columns only by a prefix, which would not make a unique index. */
function unindexableColumn(live: LiveSchema, table: ResolvedTable, columns: readonly string[]): LiveColumn | undefined {
  const liveColumns = live.get(tableKey('mysql', table.table))?.columns ?? [];
  return liveColumns.find(
    (column) =>
      /text|blob/.test(column.dataType) &&
      columns.some((name) => columnKey('mysql', name) === columnKey('mysql', column.name))
  );
}

function textIndexRefusal(table: ResolvedTable, index: string, column: LiveColumn): MigrationRefusal {
  const field = Object.values(table.fields).find(
    (f) => columnKey('mysql', f.column) === columnKey('mysql', column.name)
  );
  const length = field?.maxLength ?? 255;
  return {
    model: table.model,
    table: table.table,
    column: column.name,
    message:
      `Cannot create the index "${index}": "${table.table}.${column.name}" is a ${column.dataType} column, which MySQL cannot index whole. ` +
      `Change it to varchar(${length}) (ALTER TABLE \`${table.table}\` MODIFY \`${column.name}\` varchar(${length}) ...) and rerun the migration.`,
  };
}

async function tableHasRows(kysely: Kysely<any>, table: string): Promise<boolean> {
  const { rows } = await sql`select 1 as found from ${sql.table(table)} limit 1`.execute(kysely);
  return rows.length > 0;
}

/** Referenced tables are created first; a cycle keeps the declared order for its members. */
function sortByReferences(tables: readonly ResolvedTable[]): ResolvedTable[] {
  const pending = new Map(tables.map((table) => [table.model, table]));
  const sorted: ResolvedTable[] = [];
  const visit = (table: ResolvedTable, path: Set<string>): void => {
    if (!pending.has(table.model) || path.has(table.model)) return;
    path.add(table.model);
    for (const field of Object.values(table.fields)) {
      const target = field.references && pending.get(field.references.model);
      if (target && target !== table) visit(target, path);
    }
    pending.delete(table.model);
    sorted.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return sorted;
}
