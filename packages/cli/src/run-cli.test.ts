import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from './cli-io.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const core = join(root, 'packages/core/src');
const dir = mkdtempSync(join(tmpdir(), 'latchkey-cli-'));
// Lets the config files import kysely and better-sqlite3 like an app's own would.
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;

/** Writes a config exporting an auth-like object over a fresh SQLite file; returns its path. */
function writeConfig(
  options: { extraSchema?: string; exportAs?: 'auth' | 'default'; kysely?: boolean; database?: string } = {}
): { config: string; database: string } {
  counter++;
  const database = options.database ?? join(dir, `app-${counter}.db`);
  const config = join(dir, `auth-${counter}.ts`);
  const context = `{ kysely: ${
    options.kysely === false ? 'undefined' : 'kysely'
  }, dialect: 'sqlite' as const, schema, db }`;
  writeFileSync(
    config,
    `import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { coreSchema } from '${core}/db/core-schema.ts';
import { resolveSchema } from '${core}/db/resolve-schema.ts';
import { kyselyAdapter } from '${core}/db/kysely/kysely-adapter.ts';

const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(${JSON.stringify(database)}) }) });
const schema = resolveSchema([coreSchema, ${options.extraSchema ?? '{}'}]);
const db = kyselyAdapter(kysely, { schema, dialect: 'sqlite' });
const auth = { $context: Promise.resolve(${context}) };
${options.exportAs === 'default' ? 'export default auth;' : 'export { auth };'}
`
  );
  return { config, database };
}

function testIo(options: { interactive?: boolean; answer?: boolean } = {}): CliIo & { stdout: string; stderr: string } {
  const io = {
    cwd: dir,
    stdout: '',
    stderr: '',
    interactive: options.interactive ?? false,
    out: (text: string) => void (io.stdout += `${text}\n`),
    err: (text: string) => void (io.stderr += `${text}\n`),
    confirm: async () => options.answer ?? false,
  };
  return io;
}

async function tablesOf(file: string): Promise<string[]> {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(file) }) });
  const tables = await db.introspection.getTables();
  await db.destroy();
  return tables.map((table) => table.name).sort();
}

describe('latchkey usage', () => {
  it.each([
    [[], /Missing command/],
    [['launch'], /Unknown command "launch"/],
    [['migrate'], /needs --config <file>/],
    [['secret', '--yes'], /"secret" does not take --yes/],
    [['migrate', '--config', 'a.ts', '--nope'], /Unknown option '--nope'/],
    [['generate', 'extra', '--config', 'a.ts'], /Unexpected argument "extra"/],
    [['cleanup', '--config', 'a.ts', '--rate-limit-max-age', 'soon'], /takes a number of seconds/],
  ])('exits 2 for %j', async (argv, message) => {
    const io = testIo();
    expect(await runCli(argv, io)).toBe(2);
    expect(io.stderr).toMatch(message);
  });

  it('prints help', async () => {
    const io = testIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(io.stdout).toContain('Usage: latchkey <command>');
  });

  it('prints a new 32-byte base64url secret each time', async () => {
    const first = testIo();
    const second = testIo();
    expect(await runCli(['secret'], first)).toBe(0);
    await runCli(['secret'], second);
    expect(first.stdout.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.stdout).not.toBe(second.stdout);
  });
});

describe('latchkey migrate', () => {
  it('refuses to apply without --yes when stdin is not a terminal', async () => {
    const { config, database } = writeConfig();
    const io = testIo();
    expect(await runCli(['migrate', '--config', config], io)).toBe(1);
    expect(io.stdout).toContain('create table user (id, name, email');
    expect(io.stderr).toContain('Rerun with --yes');
    expect(await tablesOf(database)).toEqual([]);
  });

  it('asks on a terminal and applies only on yes', async () => {
    const { config, database } = writeConfig({ exportAs: 'default' });
    expect(await runCli(['migrate', '-c', config], testIo({ interactive: true, answer: false }))).toBe(1);
    expect(await tablesOf(database)).toEqual([]);
    expect(await runCli(['migrate', '-c', config], testIo({ interactive: true, answer: true }))).toBe(0);
    expect(await tablesOf(database)).toEqual(['account', 'rateLimit', 'session', 'user', 'verification']);
  });

  it('applies with --yes, then has nothing left to do', async () => {
    const { config } = writeConfig();
    const io = testIo();
    expect(await runCli(['migrate', '--config', config, '--yes'], io)).toBe(0);
    expect(io.stdout).toContain('Applied 10 statements.');
    const again = testIo();
    expect(await runCli(['migrate', '--config', config, '--yes'], again)).toBe(0);
    expect(again.stdout).toContain('up to date');
  });

  it('refuses an unsafe change with what to do about it', async () => {
    const { config, database } = writeConfig();
    expect(await runCli(['migrate', '--config', config, '--yes'], testIo())).toBe(0);
    new Database(database)
      .prepare(
        `insert into user (id, name, email, createdAt, updatedAt) values ('u1', 'Ada', 'ada@example.com', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`
      )
      .run();
    const extended = writeConfig({ database, extraSchema: `{ user: { fields: { nickname: { type: 'string' } } } }` });
    const io = testIo();
    expect(await runCli(['migrate', '--config', extended.config, '--yes'], io)).toBe(1);
    expect(io.stderr).toMatch(/required column "nickname".*defaultValue.*required: false.*rerun/s);
    expect(await runCli(['generate', '--config', extended.config], testIo())).toBe(1);
  });

  it('explains that an auth instance without Kysely cannot be migrated', async () => {
    const { config } = writeConfig({ kysely: false });
    const io = testIo();
    expect(await runCli(['migrate', '--config', config, '--yes'], io)).toBe(1);
    expect(io.stderr).toContain('does not reach its database through Kysely');
  });

  it('reports a missing config file and a config without an auth export', async () => {
    const missing = testIo();
    expect(await runCli(['migrate', '--config', 'nowhere.ts'], missing)).toBe(1);
    expect(missing.stderr).toContain('Config file not found');
    const empty = join(dir, 'empty.mjs');
    writeFileSync(empty, 'export const notAuth = 1;\n');
    const io = testIo();
    expect(await runCli(['migrate', '--config', 'empty.mjs'], io)).toBe(1);
    expect(io.stderr).toContain('must export the auth instance as `auth` or as the default export');
  });

  it('says what to do when a CommonJS project imports a package that loads only as an ES module', async () => {
    // What `npm init` makes (no "type": "module") and a package with only an `import` export condition.
    const app = mkdtempSync(join(tmpdir(), 'latchkey-cjs-app-'));
    mkdirSync(join(app, 'node_modules/esm-only'), { recursive: true });
    writeFileSync(join(app, 'package.json'), '{ "name": "app", "version": "1.0.0" }\n');
    writeFileSync(join(app, 'node_modules/esm-only/package.json'), '{ "name": "esm-only", "type": "module", "exports": { ".": { "import": "./index.js" } } }\n');
    writeFileSync(join(app, 'node_modules/esm-only/index.js'), 'export const auth = {};\n');
    writeFileSync(join(app, 'auth.ts'), "import { auth } from 'esm-only';\nexport { auth };\n");
    const io = testIo();
    io.cwd = app;
    try {
      expect(await runCli(['migrate', '--config', 'auth.ts'], io)).toBe(1);
      expect(io.stderr).toContain('Add "type": "module" to your package.json');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});

describe('latchkey generate', () => {
  it('prints the SQL, or writes it to --output, without touching the database', async () => {
    const { config, database } = writeConfig();
    const io = testIo();
    expect(await runCli(['generate', '--config', config], io)).toBe(0);
    expect(io.stdout).toContain('-- Latchkey schema migration (sqlite)');
    expect(io.stdout).toContain('create table "user" ("id" text not null primary key');
    expect(await runCli(['generate', '--config', config, '--output', 'out/latchkey.sql'], testIo())).toBe(0);
    expect(readFileSync(join(dir, 'out/latchkey.sql'), 'utf8')).toBe(io.stdout.slice(0, -1));
    expect(await tablesOf(database)).toEqual([]);
  });
});

describe('latchkey cleanup', () => {
  it('deletes expired rows and reports the counts', async () => {
    const { config, database } = writeConfig();
    expect(await runCli(['migrate', '--config', config, '--yes'], testIo())).toBe(0);
    const file = new Database(database);
    const insert = file.prepare(
      `insert into session (id, token, userId, expiresAt, createdAt, updatedAt) values (?, ?, 'u1', ?, ?, ?)`
    );
    file
      .prepare(`insert into user (id, name, email, createdAt, updatedAt) values ('u1', 'Ada', 'a@example.com', '', '')`)
      .run();
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    insert.run('s1', 't1', past, past, past);
    insert.run('s2', 't2', future, past, past);
    file
      .prepare(`insert into rateLimit (id, key, count, lastRequest) values ('r1', 'k', 1, ?)`)
      .run(Date.now() - 7200_000);
    const io = testIo();
    expect(await runCli(['cleanup', '--config', config, '--rate-limit-max-age', '3600'], io)).toBe(0);
    expect(io.stdout).toContain('Deleted 1 expired sessions, 0 expired verifications and 1 stale rate-limit rows.');
    expect(file.prepare('select id from session').all()).toEqual([{ id: 's2' }]);
    file.close();
  });
});

describe('latchkey cleanup with plugins', () => {
  it('runs each plugin\'s cleanup after the expired rows and reports its counts', async () => {
    const database = join(dir, 'plugin-cleanup.db');
    const config = join(dir, 'plugin-cleanup-auth.ts');
    writeFileSync(
      config,
      `import { createAuth } from '${core}/index.ts';
import { definePlugin } from '${core}/entries/plugins.ts';
const sweeper = definePlugin({ id: 'sweeper', cleanup: async () => ({ crumbs: 3 }) });
export const auth = createAuth({
  database: 'sqlite:${database}',
  secret: 'test-secret-that-is-long-enough-for-latchkey-0123456789',
  baseURL: 'http://localhost:3000',
  schemaCheck: 'off',
  plugins: [sweeper],
});
`
    );
    expect(await runCli(['migrate', '--config', config, '--yes'], testIo())).toBe(0);
    const io = testIo();
    expect(await runCli(['cleanup', '--config', config], io)).toBe(0);
    expect(io.stdout).toContain('sweeper: removed 3 crumbs.');
  });
});

describe('latchkey with a createAuth instance', () => {
  it('migrates, then the instance starts with its schema check on', async () => {
    const database = join(dir, 'real.db');
    const config = join(dir, 'real-auth.ts');
    const source = (check: string) => `import { createAuth } from '${core}/index.ts';
export const auth = createAuth({
  database: 'sqlite:${database}',
  secret: 'test-secret-that-is-long-enough-for-latchkey-0123456789',
  baseURL: 'http://localhost:3000',
  schemaCheck: '${check}',
});
`;
    writeFileSync(config, source('off'));
    const io = testIo();
    expect(await runCli(['migrate', '--config', config, '--yes'], io)).toBe(0);
    expect(io.stdout).toContain('Applied 10 statements.');
    expect(await runCli(['cleanup', '--config', config], testIo())).toBe(0);

    const checked = join(dir, 'real-auth-checked.ts');
    writeFileSync(checked, source('error'));
    const again = testIo();
    expect(await runCli(['migrate', '--config', checked], again)).toBe(0);
    expect(again.stdout).toContain('up to date');
  });
});

describe('the latchkey binary', () => {
  const bin = join(root, 'packages/cli/src/index.ts');
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], { cwd: root, encoding: 'utf8', input: '' });

  it('exits with the command status and refuses to apply from a pipe without --yes', () => {
    const { config, database } = writeConfig();
    const refused = run(['migrate', '--config', config]);
    expect(refused.stderr).toContain('Rerun with --yes');
    expect(refused.status).toBe(1);
    expect(existsSync(database)).toBe(true);
    const applied = run(['migrate', '--config', config, '--yes']);
    expect(applied.stdout).toContain('Applied 10 statements.');
    expect(applied.status).toBe(0);
    expect(run(['nonsense']).status).toBe(2);
  });
});
