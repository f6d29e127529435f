#!/usr/bin/env node
// What a new user does, from the published tarballs: builds and packs the packages,
// installs them (plus registry packages only) into a new CommonJS and a new ES module
// project in a temporary directory, follows docs/getting-started.md there (migrate
// with the CLI, a node:http server run by tsx with `--env-file`), type-checks the
// app, and signs up, signs in and reads the session over HTTP.
//
//   node scripts/pack-and-install.mjs [--keep]     --keep leaves the temp directory
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'client', 'react', 'cli'];
const keep = process.argv.includes('--keep');

// JOBS: better-sqlite3 compiles from source where no prebuilt binary can be fetched.
const env = { ...process.env, JOBS: 'max' };
const run = (command, args, cwd) => execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const step = (text) => console.log(`\n-- ${text}`);

function packAll(dir) {
  step('build and pack');
  run('npm', ['run', 'build', '--silent'], root);
  const tarballs = {};
  for (const pkg of PACKAGES) {
    const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], join(root, 'packages', pkg)));
    const files = info.files.map((f) => f.path);
    for (const needed of ['README.md', 'LICENSE', 'package.json']) {
      if (!files.includes(needed)) throw new Error(`${info.name}: the tarball lacks ${needed}`);
    }
    tarballs[pkg] = join(dir, info.filename);
    console.log(`${info.filename}: ${files.length} files`);
  }
  return tarballs;
}

/** The app of the getting-started guide: src/auth.ts and src/server.ts. */
const AUTH_TS = `import { createAuth } from 'latchkey';

export const auth = createAuth({
  database: process.env.DATABASE_URL ?? 'sqlite:./app.db',
  emailAndPassword: { enabled: true },
});
`;

const SERVER_TS = `import { createServer } from 'node:http';
import { fromNodeHeaders, toNodeHandler } from 'latchkey/node';
import { auth } from './auth';

const handleAuth = toNodeHandler(auth);
createServer(async (req, res) => {
  if (req.url?.startsWith('/api/auth/')) return void handleAuth(req, res);
  const current = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ email: current?.user.email ?? null }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`;

function createApp(dir, { kind, tarballs, port, like }) {
  step(`a new ${kind} project`);
  const install = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
  if (like) {
    // The same dependencies as the first project, lockfile and node_modules included:
    // npm checks them without compiling the SQLite driver a second time.
    cpSync(like, dir, { recursive: true, verbatimSymlinks: true, filter: (path) => !/app\.db|\.env$/.test(path) });
  } else {
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'new-app', version: '1.0.0', private: true }, null, 2)}\n`);
    run('npm', [...install, tarballs.core, tarballs.client, tarballs.react, 'better-sqlite3'], dir);
    run('npm', [...install, '-D', tarballs.cli, 'tsx', 'typescript', '@types/node@20'], dir);
  }
  if (kind === 'ES module') run('npm', ['pkg', 'set', 'type=module'], dir);
  run('npm', install, dir);
  const tsconfig = { compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: ['node'] } };
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  writeFileSync(join(dir, 'src/auth.ts'), AUTH_TS);
  // Relative imports need an extension under ES modules with nodenext; CommonJS takes none.
  writeFileSync(join(dir, 'src/server.ts'), kind === 'ES module' ? SERVER_TS.replace("'./auth'", "'./auth.js'") : SERVER_TS);
  const secret = run('npx', ['latchkey', 'secret'], dir).trim();
  writeFileSync(join(dir, '.env'), `LATCHKEY_SECRET=${secret}\nLATCHKEY_URL=http://127.0.0.1:${port}\nPORT=${port}\n`);
}

function checkApp(dir) {
  step('type-check, migrate');
  run('npx', ['tsc', '-p', '.'], dir);
  console.log(run('npx', ['latchkey', 'migrate', '--config', 'src/auth.ts', '--yes'], dir).trim());
}

async function startServer(dir) {
  const child = spawn('npx', ['tsx', '--env-file=.env', 'src/server.ts'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000).unref();
  });
  // npx starts tsx, which starts node: stop the whole group.
  return () => process.kill(-child.pid, 'SIGTERM');
}

async function signUpAndIn(port) {
  step('sign up, sign in, read the session over HTTP');
  const base = `http://127.0.0.1:${port}`;
  const send = (path, body, cookie) =>
    fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const user = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };
  await expectOk(await send('/api/auth/sign-up/email', user), 'sign-up');
  const signIn = await send('/api/auth/sign-in/email', { email: user.email, password: user.password });
  await expectOk(signIn, 'sign-in');
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const session = await (await send('/api/auth/get-session', undefined, cookie)).json();
  const whoami = await (await send('/', undefined, cookie)).json();
  if (session?.user?.email !== user.email || whoami.email !== user.email) {
    throw new Error(`the session was not read: ${JSON.stringify({ session, whoami })}`);
  }
  console.log(`signed in as ${whoami.email}`);
}

/**
 * An app that passes its own Kysely instance: the app's copy of Kysely builds and
 * runs the queries of the copy bundled in latchkey's dist.
 */
const OWN_KYSELY_TS = `import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createAuth } from 'latchkey';

const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
const auth = createAuth({ database: kysely, schemaCheck: 'migrate', emailAndPassword: { enabled: true } });
const { headers } = await auth.api.signUpEmail({
  body: { name: 'Own', email: 'own@example.com', password: 'correct horse battery' },
  returnHeaders: true,
});
const cookie = headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const current = await auth.api.getSession({ headers: new Headers({ cookie }) });
const rows = await kysely.selectFrom('user').select('email').execute();
if (current?.user.email !== 'own@example.com' || rows.length !== 1) throw new Error('own Kysely: no session');
console.log('own Kysely instance: signed up and read the session');
`;

function checkOwnKysely(dir) {
  step("the app's own Kysely instance");
  writeFileSync(join(dir, 'src/own-kysely.ts'), OWN_KYSELY_TS);
  console.log(run('npx', ['tsx', '--env-file=.env', 'src/own-kysely.ts'], dir).trim());
}

async function expectOk(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
}

const work = mkdtempSync(join(tmpdir(), 'latchkey-pack-'));
try {
  const tarballs = packAll(work);
  let like;
  for (const [index, kind] of ['CommonJS', 'ES module'].entries()) {
    const dir = join(work, kind === 'CommonJS' ? 'cjs-app' : 'esm-app');
    const port = 4100 + index + (process.pid % 500);
    createApp(dir, { kind, tarballs, port, like });
    like = dir;
    checkApp(dir);
    const stop = await startServer(dir);
    try {
      await signUpAndIn(port);
    } finally {
      stop();
    }
    if (kind === 'ES module') checkOwnKysely(dir);
  }
  console.log('\npack-and-install: the CommonJS and ES module projects sign up and in');
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
