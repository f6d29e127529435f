import { afterAll, beforeAll, expect, it } from 'vitest';
import { runExampleSuite } from '@latchkey/test-utils/example-suite';
import { startExampleOpenIdProvider, type ExampleOpenIdProvider } from '@latchkey/test-utils/example-openid-provider';
import { freePort, readmeCommands, spawnExample } from '@latchkey/test-utils/spawned-example';

// The README's start command, run as written (Bun from the `bun` package), on the built `latchkey`.
let openId: ExampleOpenIdProvider;
let port: number;

beforeAll(async () => {
  port = await freePort();
  openId = await startExampleOpenIdProvider({ port, clientId: 'bun-example' });
});
afterAll(() => openId.provider.close());

it('documents the two commands', () => {
  expect(readmeCommands('examples/bun')).toEqual({ install: 'npm install', start: 'npm start -w examples/bun' });
});

runExampleSuite('the Bun example over HTTP', {
  protectedPath: '/api/me',
  openId: () => openId.provider,
  start: () =>
    spawnExample({
      example: 'examples/bun',
      port,
      env: {
        LATCHKEY_URL: `http://127.0.0.1:${port}`,
        LATCHKEY_SECRET: 'example-test-secret-0123456789abcdef',
        DATABASE_URL: 'sqlite::memory:',
        ...openId.env,
      },
    }),
});
