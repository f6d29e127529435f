import { defineConfig } from 'vitest/config';
import { alias } from './vitest.shared.js';

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

export default defineConfig({
  test: {
    projects: [
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
});
