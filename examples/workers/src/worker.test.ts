import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runExampleSuite } from '@latchkey/test-utils/example-suite';
import { startExampleOpenIdProvider, type ExampleOpenIdProvider } from '@latchkey/test-utils/example-openid-provider';
import { freePort, readmeCommands, spawnExample } from '@latchkey/test-utils/spawned-example';
import { REPOSITORY_ROOT } from '@latchkey/test-utils/spawn-source';

// The README's start command, run as written: D1 migrations applied, then
// `wrangler dev` serving the Worker in workerd, on the built `latchkey`.
let openId: ExampleOpenIdProvider;
let port: number;

beforeAll(async () => {
  port = await freePort();
  openId = await startExampleOpenIdProvider({ port, clientId: 'workers-example' });
  // A fresh local D1 database: the one `npm start` keeps in .wrangler/state.
  await rm(`${REPOSITORY_ROOT}/examples/workers/.wrangler/state`, { recursive: true, force: true });
});
afterAll(() => openId.provider.close());

it('documents the two commands', () => {
  expect(readmeCommands('examples/workers')).toEqual({ install: 'npm install', start: 'npm start -w examples/workers' });
});

it('ships the D1 migration that `latchkey generate` writes for its config', async () => {
  const example = `${REPOSITORY_ROOT}/examples/workers`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${REPOSITORY_ROOT}/packages/cli/dist/index.js`, 'generate', '--config', 'latchkey.config.ts'],
    { cwd: example },
  );
  const shipped = await readFile(`${example}/migrations/0001_latchkey.sql`, 'utf8');
  // Out of step after a schema change: run `npm run schema -w examples/workers`.
  expect(shipped.trim()).toBe(stdout.trim());
});

runExampleSuite('the Workers example under wrangler dev', {
  protectedPath: '/api/me',
  openId: () => openId.provider,
  start: () =>
    spawnExample({
      example: 'examples/workers',
      port,
      timeoutMs: 120_000,
      env: {
        // wrangler dev hands these to the Worker as its env, over wrangler.jsonc's vars.
        CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
        LATCHKEY_URL: `http://127.0.0.1:${port}`,
        LATCHKEY_SECRET: 'example-test-secret-0123456789abcdef',
        ...openId.env,
      },
    }),
});
