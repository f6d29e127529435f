import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTables, describeDatabases, type TestDatabase } from '@latchkey/test-utils';
import type { DatabaseAdapter } from '../db/adapter.js';
import { coreSchema } from '../db/core-schema.js';
import { createDatabase } from '../db/create-database.js';
import { kyselyAdapter } from '../db/kysely/kysely-adapter.js';
import { runMigrations } from '../db/migrate/run-migrations.js';
import { resolveSchema } from '../db/resolve-schema.js';
import { databaseStorage } from './database-storage.js';
import { describeRateLimitStorage } from '@latchkey/test-utils/rate-limit-storage-suite';

const schema = resolveSchema([{ rateLimit: coreSchema.rateLimit }]);

// Outside CI an unreachable server skips its block with a printed reason; on CI it fails.
describeDatabases('databaseStorage', (target) => {
  let database: TestDatabase;
  let adapter: DatabaseAdapter;

  beforeAll(async () => {
    database = await target.open();
    await createTables(database, schema);
    adapter = kyselyAdapter(database.kysely, { schema, dialect: target.dialect });
  });

  afterAll(async () => {
    await database?.close();
  });

  describeRateLimitStorage(`databaseStorage on ${target.dialect}`, () => databaseStorage(adapter), {
    windowsFollowNow: true,
  });

  it('lets exactly one of 20 simultaneous hits take the last slot of a full-minus-one window', async () => {
    const storage = databaseStorage(adapter);
    const rule = { window: 60, max: 10 };
    const now = Date.now();
    await adapter.create({ model: 'rateLimit', data: { key: 'race|/sign-in/email', count: 9, lastRequest: now } });
    const racing = Array.from({ length: 20 }, () => storage.hit('race|/sign-in/email', rule, now + 1));
    const results = await Promise.all(racing);
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
    const row = await adapter.findOne<{ count: number }>({
      model: 'rateLimit',
      where: [{ field: 'key', value: 'race|/sign-in/email' }],
    });
    expect(Number(row?.count)).toBe(10);
  });

  it('stores window starts beyond 32 bits', async () => {
    const storage = databaseStorage(adapter);
    const now = 4_102_444_800_000; // 2100-01-01
    const rule = { window: 60, max: 1 };
    expect((await storage.hit('far|/x', rule, now)).allowed).toBe(true);
    expect(await storage.hit('far|/x', rule, now + 30_000)).toEqual({ allowed: false, retryAfter: 30, remaining: 0 });
    expect((await storage.hit('far|/x', rule, now + 60_000)).allowed).toBe(true);
  });
});

describe('databaseStorage on createDatabase("sqlite::memory:")', () => {
  it('lets exactly one of 20 simultaneous hits take the last slot', async () => {
    const fullSchema = resolveSchema([coreSchema]);
    const db = await createDatabase('sqlite::memory:', { schema: fullSchema });
    try {
      const { error } = await runMigrations({ kysely: db.kysely, dialect: db.dialect, schema: fullSchema });
      if (error) throw error;
      const storage = databaseStorage(db.adapter);
      const rule = { window: 60, max: 3 };
      const now = Date.now();
      for (let i = 0; i < 2; i++) await storage.hit('203.0.113.7|/sign-up/email', rule, now);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => storage.hit('203.0.113.7|/sign-up/email', rule, now)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(1);
      expect(results.filter((r) => !r.allowed).every((r) => r.retryAfter === 60)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
