// Watches every table's rows, to prove a refused request wrote nothing. A hash of
// each table's rows is kept, and recomputed only for tables that temporary
// triggers saw written since, so a long run does not rehash the whole database on
// every request.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface TableWatch {
  /**
   * The tables whose rows differ from the last call (or from the start), with
   * their row counts then and now. A write that leaves the rows as they were does
   * not count.
   */
  changes(): string[];
}

/**
 * Starts watching every table of the database but the ones named.
 *
 * @example
 * const watch = watchTables(db, new Set(['rateLimit']));
 * await send(request);
 * watch.changes(); // ['session (3 → 4 rows)']
 */
export function watchTables(db: Database.Database, skip: ReadonlySet<string>): TableWatch {
  const tables = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[]).filter(
    (name) => !skip.has(name),
  );
  db.exec('create temp table if not exists "fuzz_writes" ("name" text primary key, "n" integer not null)');
  for (const [i, name] of tables.entries()) {
    db.prepare('insert or ignore into temp."fuzz_writes" values (?, 0)').run(name);
    for (const event of ['insert', 'update', 'delete']) {
      db.exec(
        `create temp trigger if not exists "fuzz_${i}_${event}" after ${event} on main."${name}" begin update "fuzz_writes" set "n" = "n" + 1 where "name" = '${name.replaceAll("'", "''")}'; end`,
      );
    }
  }
  const counters = db.prepare('select "name", "n" from temp."fuzz_writes"');
  const seen = new Map<string, number>();
  const known = new Map(tables.map((name) => [name, tableHash(db, name)]));
  for (const { name, n } of counters.all() as { name: string; n: number }[]) seen.set(name, n);
  return {
    changes: () => {
      const changed: string[] = [];
      for (const { name, n } of counters.all() as { name: string; n: number }[]) {
        if (seen.get(name) === n) continue;
        seen.set(name, n);
        const then = known.get(name);
        const now = tableHash(db, name);
        known.set(name, now);
        if (then?.hash !== now.hash) changed.push(`${name} (${then?.rows ?? 0} → ${now.rows} rows)`);
      }
      return changed;
    },
  };
}

function tableHash(db: Database.Database, name: string): { rows: number; hash: string } {
  const rows = db.prepare(`select * from main."${name}" order by rowid`).raw().all();
  const hash = createHash('sha1').update(JSON.stringify(rows, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).digest('hex');
  return { rows: rows.length, hash };
}
