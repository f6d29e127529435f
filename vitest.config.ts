import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { serverDialects } from './vitest.databases.js';
import { alias } from './vitest.shared.js';

/**
 * The loopback OpenID provider used in tests (oidc-provider) warns at import that
 * it prefers Node 22, and that its quick-start storage and keys are for
 * development: both true and expected in tests, and printed once per test file.
 */
const onConsoleLog = (log: string): false | undefined => (log.startsWith('oidc-provider WARNING:') ? false : undefined);

// One project per package (vitest's `projects`, which replaces the deprecated workspace file).
const project = (name: string, dir: string, environment = 'node') => ({
  resolve: { alias },
  test: {
    name,
    root: dir,
    environment,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const plugins = existsSync('./packages/plugins') ? readdirSync('./packages/plugins').filter((name) => existsSync(`./packages/plugins/${name}/package.json`)) : [];

// The account routes and every plugin's tests again on each server database, through the same test instances.
const onDatabase = (dialect: 'postgres' | 'mysql') => ({
  resolve: { alias },
  test: {
    name: `core-${dialect}`,
    root: './packages',
    include: [
      'core/src/routes/**/*.test.ts',
      'core/src/session/**/*.test.ts',
      'test-utils/src/plugin-api/**/*.test.ts',
      // The OpenID provider with the device, organization and admin plugins (its attack tests across plugins).
      'test-utils/src/plugin-flows/oidc-provider-*.test.ts',
      ...plugins.map((name) => `plugins/${name}/src/**/*.test.ts`),
    ],
    env: { LATCHKEY_TEST_DIALECT: dialect },
    setupFiles: ['./test-utils/src/close-test-databases.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig(async () => ({
  test: {
    onConsoleLog,
    projects: [
      ...(await serverDialects()).map(onDatabase),
      project('core', './packages/core'),
      project('client', './packages/client', 'happy-dom'),
      project('react', './packages/react', 'happy-dom'),
      project('cli', './packages/cli'),
      ...plugins.map((name) => project(`plugin-${name}`, `./packages/plugins/${name}`)),
      project('test-utils', './packages/test-utils'),
      { test: { name: 'build', root: './scripts/build', include: ['*.test.ts'], testTimeout: 30_000 } },
      project('playground', './examples/playground'),
      project('example-express', './examples/express'),
      project('example-device-cli', './examples/device-cli'),
      project('example-hono', './examples/hono'),
      project('example-bun', './examples/bun'),
      project('example-react-router', './examples/react-router'),
      project('example-workers', './examples/workers'),
      project('example-tanstack-start', './examples/tanstack-start'),
      project('example-custom-plugin', './examples/custom-plugin'),
    ],
  },
}));
