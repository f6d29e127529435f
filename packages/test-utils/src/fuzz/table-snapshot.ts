// Row counts and a hash of every table's rows, to prove a refused request wrote nothing.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export type TableSnapshot = Map<string, { rows: number; hash: string }>;

/**
 * Snapshots every table but the ones named.
 *
 * @example
 * const before = snapshotTables(db, new Set(['rateLimit']));
 */
export function snapshotTables(db: Database.Database, skip: ReadonlySet<string>): TableSnapshot {
  const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[];
  const snapshot: TableSnapshot = new Map();
  for (const { name } of tables) {
    if (skip.has(name)) continue;
    const rows = db.prepare(`select * from "${name}" order by rowid`).raw().all();
    const hash = createHash('sha1').update(JSON.stringify(rows, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).digest('hex');
    snapshot.set(name, { rows: rows.length, hash });
  }
  return snapshot;
}

/** The tables whose rows differ, with their row counts before and after. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const changed: string[] = [];
  for (const [name, now] of after) {
    const then = before.get(name);
    if (!then || then.hash !== now.hash) changed.push(`${name} (${then?.rows ?? 0} → ${now.rows} rows)`);
  }
  return changed;
}
