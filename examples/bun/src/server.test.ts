import { afterAll, beforeAll, expect, it } from 'vitest';
import { runExampleSuite } from '@latchkey/test-utils/example-suite';
import { startOidcProvider, type OidcTestProvider } from '@latchkey/test-utils/oidc-provider';
import { freePort, readmeCommands, spawnExample } from '@latchkey/test-utils/spawned-example';

// The README's start command, run as written (Bun from the `bun` package), on the built `latchkey`.
let provider: OidcTestProvider;
let port: number;

beforeAll(async () => {
  port = await freePort();
  provider = await startOidcProvider({
    accounts: [{ sub: 'alice', email: 'alice@example.com', email_verified: true, name: 'Alice' }],
    clients: [
      {
        clientId: 'bun-example',
        clientSecret: 'bun-example-secret',
        redirectURIs: [`http://127.0.0.1:${port}/api/auth/callback/sso`],
        authMethod: 'client_secret_basic',
      },
    ],
  });
});
afterAll(() => provider.close());

it('documents the two commands', () => {
  expect(readmeCommands('examples/bun')).toEqual({ install: 'npm install', start: 'npm start -w examples/bun' });
});

runExampleSuite('the Bun example over HTTP', {
  protectedPath: '/api/me',
  openId: () => provider,
  start: () =>
    spawnExample({
      example: 'examples/bun',
      port,
      env: {
        LATCHKEY_URL: `http://127.0.0.1:${port}`,
        LATCHKEY_SECRET: 'example-test-secret-0123456789abcdef',
        DATABASE_URL: 'sqlite::memory:',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'bun-example',
        OIDC_CLIENT_SECRET: 'bun-example-secret',
        OIDC_PRIVATE_NETWORK: 'true',
      },
    }),
});
