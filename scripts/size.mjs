#!/usr/bin/env node
// Bundles what a React app ships for Latchkey (the client, its session store and
// the hook) the way an app bundler would, and fails above the budget in
// size-budget.json (KB, gzip).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url);
const path = (relative) => fileURLToPath(new URL(relative, root));
const budgets = JSON.parse(readFileSync(path('size-budget.json'), 'utf8'));
const name = 'client+react';

const result = await build({
  stdin: {
    contents: [
      "import { createAuthClient } from '@latchkey/react';",
      'export const client = createAuthClient();',
      'export const useSession = client.useSession;',
    ].join('\n'),
    resolveDir: path('.'),
    loader: 'js',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  minify: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  alias: {
    '@latchkey/react': path('packages/react/src/index.ts'),
    '@latchkey/client': path('packages/client/src/index.ts'),
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
});

const code = result.outputFiles[0].contents;
const kb = gzipSync(code, { level: 9 }).length / 1024;
const budget = budgets[name];
console.log(`${name}: ${kb.toFixed(2)} KB gzip (budget ${budget} KB)`);
if (typeof budget !== 'number' || kb > budget) {
  console.error(`${name} is over its budget of ${budget} KB`);
  process.exit(1);
}
