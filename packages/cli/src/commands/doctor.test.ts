import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CliIo } from '../cli-io.js';
import { runCli } from '../run-cli.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const core = join(root, 'packages/core/src');
const dir = mkdtempSync(join(tmpdir(), 'latchkey-doctor-'));
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD_SECRET = 'k3Vq9-Zr_fT2mWc8xLpN0bYdHs6uJe4AgRi1oQ7tUyE';
let counter = 0;

/** Writes a config with a real createAuth over the given options; returns its path. */
function config(options: string, database = `sqlite:${join(dir, `app-${++counter}.db`)}`): string {
  const file = join(dir, `auth-${++counter}.ts`);
  writeFileSync(
    file,
    `import { createAuth } from '${core}/index.ts';
export const auth = createAuth({ database: ${JSON.stringify(database)}, logger: { disabled: true }, ${options} });
`,
  );
  return file;
}

function testIo(): CliIo & { stdout: string; stderr: string } {
  const io = {
    cwd: dir,
    stdout: '',
    stderr: '',
    interactive: false,
    out: (text: string) => void (io.stdout += `${text}\n`),
    err: (text: string) => void (io.stderr += `${text}\n`),
    confirm: async () => false,
  };
  return io;
}

async function doctor(file: string): Promise<{ code: number; output: string }> {
  const io = testIo();
  const code = await runCli(['doctor', '--config', file], io);
  return { code, output: io.stdout + io.stderr };
}

describe('latchkey doctor', () => {
  beforeEach(() => {
    // The machine's own variables must not decide what a config is checked with.
    vi.stubEnv('LATCHKEY_SECRET', '');
    vi.stubEnv('LATCHKEY_URL', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('passes a deployable config on a migrated database, and exits 0', async () => {
    const file = config(`secret: '${GOOD_SECRET}', baseURL: 'https://app.example.com', trustedOrigins: ['https://admin.example.com']`);
    expect(await runCli(['migrate', '--config', file, '--yes'], testIo())).toBe(0);
    const { code, output } = await doctor(file);
    expect(output).toContain('✓ secret: Set from the `secret` option (43 characters).');
    expect(output).toContain('✓ base URL: https://app.example.com, from the `baseURL` option.');
    expect(output).toContain('✓ trusted origins: https://admin.example.com, besides https://app.example.com.');
    expect(output).toContain('✓ database: The sqlite database answers.');
    expect(output).toContain('✓ schema: Up to date.');
    expect(output).toContain('No problems found.');
    expect(code).toBe(0);
  });

  it('reads the secret and the base URL from the environment', async () => {
    vi.stubEnv('LATCHKEY_SECRET', `${GOOD_SECRET},${GOOD_SECRET.split('').reverse().join('')}`);
    vi.stubEnv('LATCHKEY_URL', 'https://env.example.com');
    const file = config('');
    expect(await runCli(['migrate', '--config', file, '--yes'], testIo())).toBe(0);
    const { code, output } = await doctor(file);
    expect(output).toContain('✓ secret: Set from LATCHKEY_SECRET (43 characters), and 1 previous secret(s) still accepted.');
    expect(output).toContain('✓ base URL: https://env.example.com, from LATCHKEY_URL.');
    expect(code).toBe(0);
  });

  it('names every problem with its fix and exits 1', async () => {
    const file = config(`trustedOrigins: ['http://partner.example.com', 'https://*.example.com']`);
    const { code, output } = await doctor(file);
    expect(output).toContain('✗ secret: No secret is configured.');
    expect(output).toContain('fix: Set LATCHKEY_SECRET to the output of `npx latchkey secret`');
    expect(output).toContain('✗ base URL: Neither LATCHKEY_URL nor the `baseURL` option is set.');
    expect(output).toContain('✗ trusted origins: http://partner.example.com is plain http');
    expect(output).toContain('! trusted origins: https://*.example.com trusts every subdomain');
    expect(output).toMatch(/✗ schema: The database is missing parts of the Latchkey schema: tables user, session.*Run `npx latchkey migrate --config \S+` to add them\./);
    expect(output).toContain('4 problems to fix.');
    expect(code).toBe(1);
  });

  it('refuses a short or repetitive secret, and a plain-http public base URL', async () => {
    const short = await doctor(config(`secret: 'too-short', baseURL: 'http://app.example.com'`));
    expect(short.output).toContain('✗ secret: The secret from the `secret` option has 9 characters; it needs at least 32.');
    expect(short.output).toContain('✗ base URL: http://app.example.com is plain http');
    expect(short.code).toBe(1);
    const repetitive = await doctor(config(`secret: '${'ab'.repeat(24)}', baseURL: 'http://localhost:3000'`));
    expect(repetitive.output).toContain('✗ secret: The secret from the `secret` option repeats a few characters');
    expect(repetitive.output).toContain('! base URL: http://localhost:3000 is this machine');
  });

  it('reports a database it cannot reach', async () => {
    const file = config(`secret: '${GOOD_SECRET}', baseURL: 'https://app.example.com'`, 'postgres://postgres@127.0.0.1:1/test');
    const { code, output } = await doctor(file);
    expect(output).toMatch(/✗ database: The postgres database cannot be reached: .*ECONNREFUSED/);
    expect(output).toContain('fix: Check the connection string');
    expect(code).toBe(1);
  });

  it('reports a config that fails to load in production, naming the variable', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { code, output } = await doctor(config(`secret: '${GOOD_SECRET}'`));
    expect(output).toMatch(/✗ config: .*no baseURL in production\. Set LATCHKEY_URL/);
    expect(code).toBe(1);
  });
});
