#!/usr/bin/env node
// Fails when a server with every plugin loads zod before a request needs it. The
// core and the bundled plugins declare their input schemas with `lazySchema`, so
// zod loads on the first call that validates an input, and a plain get-session
// (the first request of most apps) never does (docs/performance.md, cold start).
// Runs on the built packages (`npm run build`), in a process of its own.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('packages/core/dist/index.js')) {
  console.error('check-lazy-start: run `npm run build` first');
  process.exit(1);
}
const { createAuth } = await import('latchkey');
const { everyPlugin } = await import('./bench/every-plugin.mjs');

// zod marks its first evaluation on globalThis (its shared config).
const zodLoaded = () => '__zod_globalConfig' in globalThis;
const problems = [];
if (zodLoaded()) problems.push('zod was loaded by importing latchkey and every plugin');

const dir = mkdtempSync(join(tmpdir(), 'latchkey-lazy-start-'));
try {
  const auth = createAuth({
    baseURL: 'http://127.0.0.1',
    secret: 'check-lazy-start-secret-0123456789abcdef',
    database: `sqlite:${join(dir, 'auth.db')}`,
    schemaCheck: 'migrate',
    logger: { level: 'error' },
    emailAndPassword: { enabled: true },
    plugins: everyPlugin(),
  });
  await auth.$context;
  if (zodLoaded()) problems.push('zod was loaded by createAuth, the migration or the schema check');
  const session = await auth.handler(new Request('http://127.0.0.1/api/auth/get-session'));
  if (session.status !== 200) problems.push(`get-session answered ${session.status}`);
  if (zodLoaded()) problems.push('zod was loaded by a get-session without a query');
  // The same check must see zod once an input is validated, or it proves nothing.
  const signIn = await auth.handler(
    new Request('http://127.0.0.1/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not an address', password: 'x' }),
    }),
  );
  if (signIn.status !== 400) problems.push(`sign-in with a malformed email answered ${signIn.status}, not 400`);
  if (!zodLoaded()) problems.push('zod was not seen after a validated sign-in: the check cannot tell');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`check-lazy-start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('check-lazy-start: a server with every plugin starts and answers get-session without loading zod');
