#!/usr/bin/env node
// `npm start`: prepares what a first run needs, builds, and serves the example in
// production mode on PORT (default 3000). `npm run build` stops after the build;
// `npm run dev` starts `next dev` instead. In order:
//  1. Inside the Latchkey repository, builds the workspace packages once if they
//     are not built yet (a fresh clone).
//  2. LATCHKEY_URL defaults to http://localhost:$PORT and LATCHKEY_SECRET to a
//     random secret kept in .data/secret: in production Latchkey refuses to start
//     without them, and `next build` loads the auth module too.
//  3. Migrates the SQLite database with `latchkey migrate` (what you run when deploying).
//  4. `next build`, then `next start`. Next's telemetry is off: nothing leaves the machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const repository = join(root, '../..');
const require = createRequire(join(root, 'package.json'));
const mode = process.argv[2] ?? 'start';
if (!['start', 'build', 'dev'].includes(mode)) {
  console.error(`Usage: node scripts/start.mjs [start|build|dev], not "${mode}"`);
  process.exit(2);
}

/** Runs a command to its end, in the example's folder unless told otherwise; stops here if it fails. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) return resolve();
      process.exit(code ?? (signal ? 1 : 0));
    });
  });
}

const insideRepository = existsSync(join(repository, 'packages/core/package.json'));
if (insideRepository) {
  const built = ['packages/core/dist/index.js', 'packages/react/dist/index.js', 'packages/cli/dist/index.js', 'packages/plugins/organization/dist/index.js'];
  if (!built.every((file) => existsSync(join(repository, file)))) {
    console.log('[example] building the Latchkey packages of this repository (first run only)');
    await run('npm', ['run', 'build'], { cwd: repository, shell: process.platform === 'win32' });
  }
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.PORT ||= '3000';
process.env.LATCHKEY_URL ||= `http://localhost:${process.env.PORT}`;
mkdirSync(join(root, '.data'), { recursive: true });
const secretFile = join(root, '.data/secret');
if (!process.env.LATCHKEY_SECRET) {
  if (!existsSync(secretFile)) writeFileSync(secretFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  process.env.LATCHKEY_SECRET = readFileSync(secretFile, 'utf8').trim();
}

const next = require.resolve('next/dist/bin/next');
if (mode === 'dev') {
  await run(process.execPath, [next, 'dev', '--port', process.env.PORT]);
} else {
  const cliPackage = require.resolve('@latchkey/cli/package.json');
  const cli = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.latchkey);
  await run(process.execPath, [cli, 'migrate', '--config', 'src/lib/auth.ts', '--yes']);
  await run(process.execPath, [next, 'build']);
  if (mode === 'start') {
    // EXAMPLE_DEV_MAILBOX: this local production server shows the dev mailbox page.
    process.env.EXAMPLE_DEV_MAILBOX ??= '1';
    await run(process.execPath, [next, 'start', '--port', process.env.PORT]);
  }
}
