import { describeDatabases, type TestDatabase } from '@latchkey/test-utils/databases';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { coreSchema } from '../core-schema.js';
import { kyselyAdapter } from '../kysely/kysely-adapter.js';
import { resolveSchema } from '../resolve-schema.js';
import { deleteExpired } from './delete-expired.js';
import { runMigrations } from './run-migrations.js';

describeDatabases('deleteExpired', (target) => {
  const { dialect } = target;
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  it('deletes expired sessions and verifications and stale rate-limit rows, and keeps the rest', async () => {
    const schema = resolveSchema([coreSchema]);
    expect((await runMigrations({ kysely: database.kysely, dialect, schema })).error).toBeUndefined();
    const adapter = kyselyAdapter(database.kysely, { schema, dialect });
    const now = new Date('2030-01-01T12:00:00.000Z');
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 60_000);
    await adapter.create({ model: 'user', data: { id: 'u1', name: 'Ada', email: 'ada@example.com' } });
    for (const [id, expiresAt] of [
      ['s1', past],
      ['s2', future],
    ] as const) {
      await adapter.create({ model: 'session', data: { id, token: id, userId: 'u1', expiresAt } });
      await adapter.create({ model: 'verification', data: { id, identifier: id, value: 'v', expiresAt } });
    }
    const hour = 60 * 60 * 1000;
    const rateLimit = (id: string, key: string, lastRequest: number) =>
      adapter.create({ model: 'rateLimit', data: { id, key, count: 1, lastRequest } });
    await rateLimit('r1', 'old', now.getTime() - 2 * hour);
    await rateLimit('r2', 'new', now.getTime() - 1000);

    const counts = await deleteExpired({ adapter, now, rateLimitMaxAgeMs: hour });
    expect(counts).toEqual({ sessions: 1, verifications: 1, rateLimits: 1 });
    expect((await adapter.findMany({ model: 'session' })).map((s) => s.id)).toEqual(['s2']);
    expect((await adapter.findMany({ model: 'verification' })).map((v) => v.id)).toEqual(['s2']);
    expect((await adapter.findMany({ model: 'rateLimit' })).map((r) => r.key)).toEqual(['new']);
    const again = await deleteExpired({ adapter, now, rateLimitMaxAgeMs: hour });
    expect(again).toEqual({ sessions: 0, verifications: 0, rateLimits: 0 });
  });

  it('skips models the schema does not declare', async () => {
    const { rateLimit: _, ...withoutRateLimit } = coreSchema;
    const schema = resolveSchema([withoutRateLimit]);
    expect((await runMigrations({ kysely: database.kysely, dialect, schema })).error).toBeUndefined();
    const adapter = kyselyAdapter(database.kysely, { schema, dialect });
    expect(await deleteExpired({ adapter, schema })).toEqual({ sessions: 0, verifications: 0, rateLimits: 0 });
  });
});
