/**
 * Why a migration was not applied: `REFUSED` when the plan holds changes Latchkey
 * will not make (see `MigrationPlan.refusals`), `FAILED` when the database rejected
 * a statement or changed after the plan was made, `LOCK_TIMEOUT` when another
 * migration of the same database held the migration lock too long. Returned by {@link runMigrations} and {@link compileMigrations}, not thrown.
 */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(readonly code: 'REFUSED' | 'FAILED' | 'LOCK_TIMEOUT', message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
