import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kyselyAt } from '@latchkey/test-utils/address-connections';
import { describeDatabases, openTestDatabaseAddress } from '@latchkey/test-utils/databases';
import { REPOSITORY_ROOT as root, spawnSource } from '@latchkey/test-utils/spawn-source';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, expect, it } from 'vitest';
import { introspectDatabase, type LiveSchema } from './introspect-database.js';

const INSTANCE = join(root, 'packages/test-utils/src/migrating-instance.ts');
const CLI = join(root, 'packages/cli/src/index.ts');
const dir = mkdtempSync(join(tmpdir(), 'latchkey-concurrent-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry in a new Node process, the way an app or the CLI runs from source. */
function run(entry: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawnSource(entry, args, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let groups = 0;

/** The environment that makes processes wait for each other, so their migrations really overlap. */
function together(count: number): Record<string, string> {
  const directory = join(dir, `together-${++groups}`);
  mkdirSync(directory);
  return { LATCHKEY_MIGRATING_TOGETHER: `${directory}:${count}` };
}

/** Tables, columns and indexes in a stable order, so two databases compare whole. */
function normalize(live: LiveSchema): unknown[] {
  return [...live.values()]
    .map((table) => ({
      name: table.name,
      columns: [...table.columns].sort((a, b) => a.name.localeCompare(b.name)),
      indexes: [...table.indexes].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describeDatabases('migrations from several processes at once', (target) => {
  const { dialect } = target;
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0).reverse()) await close();
  });

  /** A fresh, empty database: the environment that points the instance at it, and a connection to inspect it. */
  async function freshDatabase(): Promise<{ env: Record<string, string>; introspect(): Promise<LiveSchema> }> {
    let kysely: Kysely<any>;
    let env: Record<string, string>;
    if (dialect === 'sqlite') {
      const file = join(dir, `app-${opened.length}-${Date.now()}.db`);
      env = { LATCHKEY_MIGRATING_DATABASE: `sqlite:${file}`, LATCHKEY_MIGRATING_SCHEMA: '' };
      kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: async () => new Database(file) }) });
      opened.push(() => kysely.destroy());
    } else {
      const address = await openTestDatabaseAddress(dialect);
      env = { LATCHKEY_MIGRATING_DATABASE: address.url, LATCHKEY_MIGRATING_SCHEMA: address.schema ?? '' };
      kysely = kyselyAt(address);
      opened.push(async () => {
        await kysely.destroy();
        await address.drop();
      });
    }
    return { env, introspect: () => introspectDatabase(kysely, dialect) };
  }

  async function expectSameSchema(database: { introspect(): Promise<LiveSchema> }, reference: typeof database) {
    const live = normalize(await database.introspect());
    expect(live).toEqual(normalize(await reference.introspect()));
    expect(live.length).toBeGreaterThan(0);
    const indexes = [...(await database.introspect()).values()].flatMap((table) =>
      table.indexes.map((index) => `${table.name}(${index.columns.join(',')})${index.unique ? ' unique' : ''}`)
    );
    expect(new Set(indexes).size).toBe(indexes.length);
  }

  it('three instances starting at once with schemaCheck "migrate" migrate once, start, and serve', { timeout: 240_000 }, async () => {
    const database = await freshDatabase();
    const reference = await freshDatabase();
    const env = { ...database.env, ...together(3) };
    const [single, ...three] = await Promise.all([
      run(INSTANCE, [], reference.env),
      ...[1, 2, 3].map(() => run(INSTANCE, [], env)),
    ]);
    expect(single).toMatchObject({ code: 0, stderr: '' });
    for (const outcome of three) {
      expect(outcome).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(outcome.stdout)).toEqual({ email: expect.stringMatching(/@example\.com$/) });
    }
    await expectSameSchema(database, reference);
  });

  it('three `latchkey migrate --yes` runs at once apply the changes once', { timeout: 240_000 }, async () => {
    const database = await freshDatabase();
    const reference = await freshDatabase();
    const migrate = (env: Record<string, string>) => run(CLI, ['migrate', '--config', INSTANCE, '--yes'], env);
    const env = { ...database.env, ...together(3) };
    const [single, ...three] = await Promise.all([migrate(reference.env), ...[1, 2, 3].map(() => migrate(env))]);
    expect(single).toMatchObject({ code: 0, stderr: '' });
    for (const outcome of three) expect(outcome).toMatchObject({ code: 0, stderr: '' });
    // Each run showed the plan; one applied it, the others found it applied when their turn came.
    const applied = three.filter((outcome) => /Applied \d+ statements/.test(outcome.stdout));
    expect(applied).toHaveLength(1);
    await expectSameSchema(database, reference);
    const started = await run(INSTANCE, [], database.env);
    expect(started).toMatchObject({ code: 0, stderr: '' });
  });
});
