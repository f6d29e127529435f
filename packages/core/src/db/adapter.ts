/**
 * The database contract. Every row Latchkey keeps goes through these methods; the
 * Kysely adapter implements them for SQLite, Postgres and MySQL, and a user can
 * implement them for another store. Models and fields are the logical (declared)
 * names; the adapter maps them to physical names through the resolved schema.
 */
export type WhereOperator =
  | 'eq'
  | 'ne'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'not_in'
  | 'contains'
  | 'starts_with'
  | 'ends_with';

export interface Where {
  field: string;
  /** Defaults to `eq`. */
  operator?: WhereOperator;
  value: unknown;
  /** How this clause joins the ones before it. Defaults to `AND`. */
  connector?: 'AND' | 'OR';
}

export interface SortBy {
  field: string;
  direction: 'asc' | 'desc';
}

/** A one-to-one join: `from` on the base model equals `to` on the joined model. */
export interface JoinClause {
  model: string;
  from: string;
  to: string;
}

export type Row = Record<string, unknown>;

export interface CreateArgs {
  model: string;
  data: Row;
}
export interface FindOneArgs {
  model: string;
  where: readonly Where[];
  /**
   * Joined rows are returned under their alias: `{ ...session, user: {...} }`.
   * The Kysely adapter does this in one query.
   */
  join?: Record<string, JoinClause>;
}
export interface FindManyArgs {
  model: string;
  where?: readonly Where[];
  /**
   * Joined rows are returned under their alias, as with `findOne`; `where` and
   * `sortBy` still name the base model's fields. The Kysely adapter does this in one query.
   */
  join?: Record<string, JoinClause>;
  sortBy?: SortBy;
  limit?: number;
  offset?: number;
}
export interface CountArgs {
  model: string;
  where?: readonly Where[];
}
export interface UpdateArgs {
  model: string;
  where: readonly Where[];
  update: Row;
}
export interface DeleteArgs {
  model: string;
  where: readonly Where[];
}
export interface LockArgs {
  model: string;
  where: readonly Where[];
}
export interface ClaimArgs {
  model: string;
  /** Which rows may be claimed; a claimed row must stop matching through `update`. */
  where: readonly Where[];
  /** Set on every claimed row in the claiming statement (a lease, a claim token). */
  update: Row;
  /** The most rows one call claims. */
  limit: number;
  /** Which rows go first. */
  sortBy?: SortBy;
}
export interface IncrementArgs {
  model: string;
  where: readonly Where[];
  field: string;
  /** Defaults to 1. */
  by?: number;
  /** The increment happens only while the field's current value is below this. */
  below?: number;
  /** Further fields to set in the same statement. */
  set?: Row;
}

export interface DatabaseAdapter {
  readonly id: string;
  create<T = Row>(args: CreateArgs): Promise<T>;
  findOne<T = Row>(args: FindOneArgs): Promise<T | null>;
  findMany<T = Row>(args: FindManyArgs): Promise<T[]>;
  count(args: CountArgs): Promise<number>;
  /** Updates the first matching row and returns it, or null when none matched. */
  update<T = Row>(args: UpdateArgs): Promise<T | null>;
  /** Returns how many rows changed. */
  updateMany(args: UpdateArgs): Promise<number>;
  delete(args: DeleteArgs): Promise<void>;
  /** Returns how many rows were deleted. */
  deleteMany(args: DeleteArgs): Promise<number>;
  /**
   * Atomically finds one matching row and deletes it, returning it. Under concurrency
   * exactly one caller gets the row: this is how single-use tokens are spent.
   */
  consumeOne<T = Row>(args: DeleteArgs): Promise<T | null>;
  /**
   * Atomically adds `by` to a numeric field of the matching row, guarded by `below`.
   * Returns the new value, or null when no row matched or the guard refused.
   */
  incrementOne(args: IncrementArgs): Promise<number | null>;
  /**
   * Inside a transaction, locks the first matching row until the transaction ends:
   * another transaction that locks the same row waits. A check that counts rows and
   * then writes (a limit) stays exact under concurrency when every writer first
   * locks the row the limit belongs to. Answers whether a row matched; outside a
   * transaction the lock ends with the statement.
   */
  lockOne(args: LockArgs): Promise<boolean>;
  /**
   * Claims up to `limit` matching rows for one worker among many: each row is
   * changed by `update` and returned to exactly one caller, and callers never
   * wait for each other (Postgres and MySQL skip rows another transaction holds,
   * `FOR UPDATE SKIP LOCKED`; SQLite claims in one conditional statement).
   * Optional: without it, callers claim row by row with `update`.
   */
  claimMany?<T = Row>(args: ClaimArgs): Promise<T[]>;
  /** Runs `fn` in one transaction; a throw rolls everything back. */
  transaction<R>(fn: (tx: DatabaseAdapter) => Promise<R>): Promise<R>;
  /**
   * Runs `task` once the open transaction commits, and never when it rolls
   * back; outside a transaction, at once. Optional: without it, event delivery
   * runs at once.
   */
  afterCommit?(task: () => void): void;
}

/** The one error adapters throw for a unique-constraint violation. */
export class UniqueConstraintError extends Error {
  override readonly name = 'UniqueConstraintError';
  constructor(
    readonly model: string,
    options?: { cause?: unknown },
  ) {
    super(`Unique constraint violated on ${model}`, options);
  }
}
