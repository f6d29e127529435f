import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './column-type.js';
import { MigrationError } from './migration-error.js';

/** How long a migration waits for another one on the same database before it gives up. */
export const DEFAULT_MIGRATION_LOCK_TIMEOUT_MS = 60_000;

const LOCK_NAME = 'latchkey.migrate';
const POLL_MS = 100;

export interface MigrationLockOptions {
  kysely: Kysely<any>;
  dialect: SqlDialect;
  /** Milliseconds to wait for the lock; {@link DEFAULT_MIGRATION_LOCK_TIMEOUT_MS} unless set. */
  lockTimeout?: number | undefined;
}

/**
 * Runs `work` on one pinned connection while it holds the database's migration lock,
 * so instances migrating the same database at once take turns: Postgres a session
 * advisory lock keyed by the current schema, MySQL `GET_LOCK` named after the current
 * database, SQLite a write transaction (`BEGIN IMMEDIATE`), which is the lock there.
 * On Postgres and SQLite `work` runs in a transaction that a throw rolls back.
 * Waiting longer than `lockTimeout` throws a `LOCK_TIMEOUT` {@link MigrationError}.
 *
 * @example
 * const plan = await withMigrationLock({ kysely, dialect: 'postgres' }, (db) => planMigrations({ kysely: db, dialect: 'postgres', schema }));
 */
export async function withMigrationLock<T>(
  options: MigrationLockOptions,
  work: (db: Kysely<any>) => Promise<T>
): Promise<T> {
  const { kysely, dialect } = options;
  // A caller's transaction is one connection already and its own transaction; lock on it.
  if (kysely.isTransaction) return locked({ db: kysely, dialect, transactional: false }, options, work);
  return kysely.connection().execute((db) => locked({ db, dialect, transactional: dialect !== 'mysql' }, options, work));
}

/** The pinned connection and how the lock is taken on it. */
interface Holder {
  db: Kysely<any>;
  dialect: SqlDialect;
  /** Whether `work` runs in a transaction of ours (SQLite: the one that is the lock). */
  transactional: boolean;
  key?: string;
}

async function locked<T>(holder: Holder, options: MigrationLockOptions, work: (db: Kysely<any>) => Promise<T>): Promise<T> {
  const { db, dialect, transactional } = holder;
  holder.key = await lockKeyOf(db, dialect);
  await acquire(holder, options.lockTimeout ?? DEFAULT_MIGRATION_LOCK_TIMEOUT_MS);
  try {
    if (transactional && dialect === 'postgres') await sql`begin`.execute(db);
    try {
      const result = await work(db);
      if (transactional) await sql`commit`.execute(db);
      return result;
    } catch (error) {
      if (transactional) await sql`rollback`.execute(db).catch(() => undefined);
      throw error;
    }
  } finally {
    await release(holder);
  }
}

/** Postgres: a 64-bit key from the lock name and schema; MySQL: a lock name of at most 64 characters. */
async function lockKeyOf(db: Kysely<any>, dialect: SqlDialect): Promise<string> {
  if (dialect === 'sqlite') return LOCK_NAME;
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select current_schema() as name`
      : sql<{ name: string }>`select database() as name`;
  const { rows } = await query.execute(db);
  const hash = fnv1a64(`${LOCK_NAME}:${rows[0]?.name ?? ''}`);
  return dialect === 'postgres' ? BigInt.asIntN(64, hash).toString() : `${LOCK_NAME}.${hash.toString(16)}`;
}

async function acquire(holder: Holder, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await tryAcquire(holder)) return;
    if (Date.now() >= deadline) {
      const seconds = Math.round(timeout / 100) / 10;
      throw new MigrationError(
        'LOCK_TIMEOUT',
        `Waited ${seconds} s for another migration of this database (another instance or \`latchkey migrate\`) to finish. Nothing was changed; start again once it is done.`
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function tryAcquire({ db, dialect, key, transactional }: Holder): Promise<boolean> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(db);
    return rows[0]?.locked === true;
  }
  if (dialect === 'mysql') {
    const { rows } = await sql<{ locked: number | null }>`select get_lock(${key}, 0) as locked`.execute(db);
    return Number(rows[0]?.locked) === 1;
  }
  if (!transactional) return true;
  try {
    await sql`begin immediate`.execute(db);
    return true;
  } catch (error) {
    // Another connection holds the write lock past the busy timeout: wait and try again.
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
    throw error;
  }
}

async function release({ db, dialect, key }: Holder): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_unlock(${key}::bigint)`.execute(db);
  else if (dialect === 'mysql') await sql`select release_lock(${key})`.execute(db);
}

/** FNV-1a, 64 bits: a stable key without a crypto dependency. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  }
  return hash;
}
