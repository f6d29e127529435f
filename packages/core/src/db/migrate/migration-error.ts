/**
 * Why a migration was not applied: `REFUSED` when the plan holds changes Latchkey
 * will not make (see `MigrationPlan.refusals`), `FAILED` when the database rejected
 * a statement. Returned by {@link runMigrations} and {@link compileMigrations}, not thrown.
 */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(readonly code: 'REFUSED' | 'FAILED', message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
