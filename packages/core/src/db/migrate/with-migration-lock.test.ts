import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDatabases } from '@latchkey/test-utils/databases';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, expect, it } from 'vitest';
import { coreSchema } from '../core-schema.js';
import { resolveSchema } from '../resolve-schema.js';
import { introspectDatabase } from './introspect-database.js';
import { planMigrations } from './plan-migrations.js';
import { runMigrations } from './run-migrations.js';
import { withMigrationLock } from './with-migration-lock.js';

const dir = mkdtempSync(join(tmpdir(), 'latchkey-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const schema = resolveSchema([coreSchema]);

describeDatabases('the migration lock', (target) => {
  const { dialect } = target;
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** Two ways into one fresh database that do not share a connection (SQLite: two handles on one file). */
  async function twoClients(): Promise<[Kysely<any>, Kysely<any>]> {
    if (dialect === 'sqlite') {
      const file = join(dir, `lock-${closers.length}-${Date.now()}.db`);
      const open = () => new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(file, { timeout: 50 }) }) });
      const [first, second] = [open(), open()];
      closers.push(() => first.destroy(), () => second.destroy());
      return [first, second];
    }
    const database = await target.open();
    closers.push(() => database.close());
    return [database.kysely, database.kysely];
  }

  it('a migration waiting longer than lockTimeout stops with LOCK_TIMEOUT and changes nothing', async () => {
    const [holder, waiter] = await twoClients();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holding = withMigrationLock({ kysely: holder, dialect }, async () => {
      taken();
      await held;
    });
    await isTaken;
    const started = Date.now();
    const result = await runMigrations({ kysely: waiter, dialect, schema, lockTimeout: 300 });
    expect(result.error?.code).toBe('LOCK_TIMEOUT');
    expect(result.error?.message).toMatch(/another migration of this database/);
    expect(result.executed).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
    release();
    await holding;
    expect((await introspectDatabase(waiter, dialect)).size).toBe(0);
    // Released once the holder is done, so the next run goes ahead.
    const next = await runMigrations({ kysely: waiter, dialect, schema, lockTimeout: 5_000 });
    expect(next.error).toBeUndefined();
    expect(next.executed.length).toBeGreaterThan(0);
  });

  it('is released when the work throws', async () => {
    const [kysely] = await twoClients();
    const failing = withMigrationLock({ kysely, dialect }, async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const { error } = await runMigrations({ kysely, dialect, schema, lockTimeout: 1_000 });
    expect(error).toBeUndefined();
  });

  it('applies a shown plan once: a second run with the same plan finds it applied and does nothing', async () => {
    const [kysely] = await twoClients();
    const first = await runMigrations({ kysely, dialect, schema });
    const { plan } = await runMigrations({ kysely, dialect, schema });
    expect(plan.createTables).toEqual([]);
    const again = await runMigrations({ kysely, dialect, schema, plan: first.plan });
    expect(again.error).toBeUndefined();
    expect(again.executed).toEqual([]);
    expect(again.plan.createTables).toEqual([]);
  });

  it('refuses a shown plan that no longer matches what the database needs, and applies nothing', async () => {
    const [kysely] = await twoClients();
    const shown = await planMigrations({ kysely, dialect, schema });
    const wider = resolveSchema([coreSchema, { user: { fields: { nickname: { type: 'string', required: false } } } }]);
    const result = await runMigrations({ kysely, dialect, schema: wider, plan: shown });
    expect(result.error?.code).toBe('FAILED');
    expect(result.error?.message).toMatch(/changed after the migration plan was made/);
    expect(result.executed).toEqual([]);
    expect((await introspectDatabase(kysely, dialect)).size).toBe(0);
  });
});
