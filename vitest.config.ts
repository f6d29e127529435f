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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The account routes again on each server database, through the same test instances.
const onDatabase = (dialect: 'postgres' | 'mysql') => ({
  resolve: { alias },
  test: {
    name: `core-${dialect}`,
    root: './packages/core',
    include: ['src/routes/**/*.test.ts', 'src/session/**/*.test.ts'],
    env: { LATCHKEY_TEST_DIALECT: dialect },
    setupFiles: ['../test-utils/src/close-test-databases.setup.ts'],
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
      project('test-utils', './packages/test-utils'),
      project('playground', './examples/playground'),
      project('example-express', './examples/express'),
      project('example-hono', './examples/hono'),
      project('example-nextjs', './examples/nextjs'),
    ],
  },
}));
