#!/usr/bin/env node
// Bundles what a React app ships for Latchkey the way an app bundler would, and
// fails above the budgets in size-budget.json (KB, gzip): the client, its session
// store and the hook; and the same with the organization, admin and two-factor
// client plugins, and the webhooks admin client (which must carry none of their server half).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url);
const path = (relative) => fileURLToPath(new URL(relative, root));
const budgets = JSON.parse(readFileSync(path('size-budget.json'), 'utf8'));

const clientPlugins = ['organization', 'admin', 'two-factor', 'webhooks'];
const bundles = {
  'client+react': [
    "import { createAuthClient } from '@latchkey/react';",
    'export const client = createAuthClient();',
    'export const useSession = client.useSession;',
  ],
  'client+react+plugins': [
    "import { createAuthClient } from '@latchkey/react';",
    "import { organizationClient } from '@latchkey/organization/client';",
    "import { useActiveOrganization } from '@latchkey/organization/react';",
    "import { adminClient } from '@latchkey/admin/client';",
    "import { twoFactorClient } from '@latchkey/two-factor/client';",
    "import { webhooksClient } from '@latchkey/webhooks/client';",
    'export const client = createAuthClient({ plugins: [organizationClient(), adminClient(), twoFactorClient(), webhooksClient()] });',
    'export const useSession = client.useSession;',
    'export { useActiveOrganization };',
  ],
};

const alias = {
  '@latchkey/react': path('packages/react/src/index.ts'),
  '@latchkey/client': path('packages/client/src/index.ts'),
  ...Object.fromEntries(clientPlugins.map((name) => [`@latchkey/${name}/client`, path(`packages/plugins/${name}/src/client.ts`)])),
  '@latchkey/organization/react': path('packages/plugins/organization/src/react.ts'),
};

async function gzipKB(lines) {
  const result = await build({
    stdin: { contents: lines.join('\n'), resolveDir: path('.'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    metafile: true,
  });
  const inputs = Object.keys(result.metafile?.inputs ?? {});
  return { kb: gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024, inputs };
}

// Server code that must never reach a browser bundle.
const SERVER_ONLY = /packages\/core\/|node_modules\/(zod|kysely|jose|@oslojs|@simplewebauthn\/server|libphonenumber-js)\//;
// The core's route table (`latchkey/routes`) is plain data the client sends its calls by.
const BROWSER_DATA = /packages\/core\/(src\/routes\/core-routes\.ts|src\/entries\/routes\.ts|dist\/routes\.js)$/;

let failed = false;
for (const [name, lines] of Object.entries(bundles)) {
  const { kb, inputs } = await gzipKB(lines);
  const server = inputs.filter((input) => SERVER_ONLY.test(input) && !BROWSER_DATA.test(input));
  if (server.length > 0) {
    console.error(`${name} carries server code: ${server.join(', ')}`);
    failed = true;
  }
  const budget = budgets[name];
  console.log(`${name}: ${kb.toFixed(2)} KB gzip (budget ${budget} KB)`);
  if (typeof budget !== 'number' || kb > budget) {
    console.error(`${name} is over its budget of ${budget} KB`);
    failed = true;
  }
}
if (failed) process.exit(1);
