import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases, type TestDatabase } from '@latchkey/test-utils/databases';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { AuthOptions } from '../declarations/auth-context.js';
import { memoryKeyValueStore } from '../storage/memory-key-value-store.js';

const CACHE = { cookieCache: { enabled: true, maxAge: 300 } };

describeDatabases('the warning about revocations other instances cannot see', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(() => db.close());

  /** The warnings an instance logs while it starts. */
  async function startupWarnings(options: Pick<AuthOptions, 'session' | 'secondaryStorage'>): Promise<string[]> {
    const warnings: string[] = [];
    const auth = createTestAuth({
      ...options,
      database: { kysely: db.kysely, dialect: target.dialect },
      logger: { level: 'warn', log: (level, message) => void (level === 'warn' && warnings.push(message)) },
    });
    await auth.$context;
    return warnings.filter((message) => message.includes('cookieCache'));
  }

  it('warns once, naming secondaryStorage, only with the cookie cache on, a server database and storage in process memory', async () => {
    const warnings = await startupWarnings({ session: CACHE });
    if (target.dialect === 'sqlite') {
      // One file, one process: nothing to share.
      expect(warnings).toEqual([]);
      return;
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/secondaryStorage/);
    expect(warnings[0]).toMatch(/300 s/);
    // A store the app passes is its choice (Redis in production): no warning.
    expect(await startupWarnings({ session: CACHE, secondaryStorage: memoryKeyValueStore() })).toEqual([]);
    expect(await startupWarnings({ session: { cookieCache: { enabled: false } } })).toEqual([]);
  });
});
