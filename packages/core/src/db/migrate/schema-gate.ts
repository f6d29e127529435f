import { AuthError } from '../../error/auth-error.js';
import { CORE_ERROR_CODES } from '../../error/core-error-codes.js';
import { toAuthError } from '../../error/to-auth-error.js';
import type { Logger } from '../../logger/create-logger.js';

/** Lets requests through once the database holds the whole schema. */
export interface SchemaGate {
  /** True once the schema is known complete: the handler then skips `check` (a flag read, not a promise per request). */
  readonly complete: boolean;
  /** Resolves when the schema is complete; throws the 503 `DATABASE_SCHEMA_MISSING` AuthError otherwise. */
  check(): Promise<void>;
}

/** The gate of an instance whose schema is not checked (`off`, `warn`, `migrate`, an adapter of the user's). */
export const OPEN_SCHEMA_GATE: SchemaGate = { complete: true, check: () => Promise.resolve() };

/**
 * A gate that looks at the database again on each request until the schema is
 * complete, then never again. Answering 503 with the fix while the tables are
 * missing, and recovering by itself, means that running `npx latchkey migrate`
 * against a live server takes effect without a restart. Concurrent requests
 * share one look.
 *
 * @example
 * const gate = createSchemaGate({ inspect: async () => (hasSchemaDrift(await check()) ? 'tables user…' : null), logger });
 * await gate.check(); // throws DATABASE_SCHEMA_MISSING while the tables are missing
 */
export function createSchemaGate(options: { inspect: () => Promise<string | null>; logger: Logger }): SchemaGate {
  let complete = false;
  let pending: Promise<void> | undefined;
  let reported = false;
  const look = async (): Promise<void> => {
    let missing: string | null;
    try {
      missing = await options.inspect();
    } catch (error) {
      // An unreachable database answers its own 503; the next request looks again.
      throw toAuthError(error);
    }
    if (missing === null) {
      if (reported) options.logger.info('The database schema is complete now; serving requests.');
      complete = true;
      return;
    }
    if (!reported) options.logger.error(`Latchkey: ${missing}`);
    reported = true;
    throw AuthError.of(CORE_ERROR_CODES, 'DATABASE_SCHEMA_MISSING', { logged: true });
  };
  return {
    get complete(): boolean {
      return complete;
    },
    check(): Promise<void> {
      if (complete) return Promise.resolve();
      pending ??= look().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
