// latchkey/db: the database layer — the adapter contract, the Kysely adapter, schema and migrations.
export type {
  DatabaseAdapter,
  Where,
  WhereOperator,
  SortBy,
  JoinClause,
  Row,
  CreateArgs,
  FindOneArgs,
  FindManyArgs,
  CountArgs,
  UpdateArgs,
  DeleteArgs,
  IncrementArgs,
  ClaimArgs,
  LockArgs,
} from '../db/adapter.js';
export { UniqueConstraintError } from '../db/adapter.js';
export { createDatabase } from '../db/create-database.js';
export type { CreateDatabaseOptions, DatabaseConnection } from '../db/create-database.js';
export type { DatabaseInput } from '../db/database-input.js';
export { kyselyAdapter } from '../db/kysely/kysely-adapter.js';
export type { KyselyAdapterOptions } from '../db/kysely/kysely-adapter.js';
export { coreSchema } from '../db/core-schema.js';
export type { CoreSchema } from '../db/core-schema.js';
export { resolveSchema, columnOf } from '../db/resolve-schema.js';
export type { ResolvedSchema, ResolvedTable, ResolvedField, SchemaCustomization } from '../db/resolve-schema.js';
export type { FieldDefinition, FieldType, TableDefinition, SchemaDefinition, InferRecord } from '../db/schema-types.js';
export { planMigrations } from '../db/migrate/plan-migrations.js';
export { runMigrations } from '../db/migrate/run-migrations.js';
export type { RunMigrationsOptions, RunMigrationsResult } from '../db/migrate/run-migrations.js';
export { compileMigrations } from '../db/migrate/compile-migrations.js';
export { formatMigrationPlan } from '../db/migrate/format-migration-plan.js';
export { refusalMessage } from '../db/migrate/refusal-message.js';
export { isEmptyPlan } from '../db/migrate/migration-plan.js';
export type { MigrationOptions, MigrationPlan } from '../db/migrate/migration-plan.js';
export { checkSchemaDrift, hasSchemaDrift } from '../db/migrate/check-schema-drift.js';
export type { SchemaDrift } from '../db/migrate/check-schema-drift.js';
export { formatSchemaDrift } from '../db/migrate/format-schema-drift.js';
export { deleteExpired } from '../db/migrate/delete-expired.js';
export type { DeleteExpiredOptions, DeleteExpiredResult } from '../db/migrate/delete-expired.js';
export { runCleanup } from '../context/run-cleanup.js';
export type { CleanupResult } from '../context/run-cleanup.js';
export type { SqlDialect } from '../db/migrate/column-type.js';
