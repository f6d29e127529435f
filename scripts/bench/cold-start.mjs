// Cold start: spawns a fresh `node` on a server and times spawn → first answered
// get-session (a real session lookup), with the child's resident memory then. Three
// servers on already migrated SQLite files: the floor (node:http + better-sqlite3),
// Latchkey's core alone, and Latchkey with every plugin. The Latchkey servers load the
// built packages as an app does, so run `npm run build` first.
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuth } from 'latchkey';
import { ASKS_THE_NETWORK, everyPlugin } from './every-plugin.mjs';

const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const here = import.meta.dirname;
const TARGET = { ms: 150, rssMB: 70 };

const benchAuth = (file, plugins) =>
  createAuth({
    baseURL: 'http://127.0.0.1',
    secret: SECRET,
    database: `sqlite:${file}`,
    schemaCheck: 'migrate',
    logger: { level: 'error' },
    emailAndPassword: { enabled: true },
    plugins,
  });

/** Migrates a SQLite file for `plugins` and signs a user up; answers the session cookie. */
async function migratedDatabase(file, plugins) {
  await benchAuth(file, plugins).$context;
  const auth = benchAuth(file, plugins.filter((plugin) => !ASKS_THE_NETWORK.has(plugin.id)));
  const signUp = await auth.handler(
    new Request('http://127.0.0.1/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cold', email: 'cold@example.com', password: 'bench password 123' }),
    }),
  );
  if (!signUp.ok) throw new Error(`cold-start: sign-up answered ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  // A first get-session makes what an app that ran before has (the jwt plugin's signing key).
  await benchAuth(file, plugins).handler(new Request('http://127.0.0.1/api/auth/get-session', { headers: { cookie } }));
  return cookie;
}

function get(port, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { cookie }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nothing listens on now, picked by the system. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** One cold start: ms from spawn to the answered get-session, and the child's RSS then. */
async function coldStart({ script, path, dbFile, cookie, env = {} }) {
  const port = await freePort();
  const start = performance.now();
  const child = fork(join(here, script), [], {
    execArgv: [],
    env: { ...process.env, ...env, PORT: String(port), DB_FILE: dbFile, LATCHKEY_SECRET: SECRET, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const ready = await Promise.race([
      new Promise((resolve) => child.once('message', resolve)),
      exited.then((code) => Promise.reject(new Error(`${script} exited with ${code}`))),
    ]);
    const answer = await get(port, path, cookie);
    const ms = performance.now() - start;
    const rss = rssMB(child.pid);
    if (answer.status !== 200 || !JSON.parse(answer.body)?.user) throw new Error(`${script}: no session in ${answer.status} ${answer.body}`);
    return { ms, rss, phases: ready?.phases };
  } finally {
    child.kill();
    await exited;
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round1 = (n) => Number(n.toFixed(1));

/**
 * Median ms each phase of a Latchkey server's start took, measured in the child from
 * its own process start: Node itself with node:http and latchkey loaded, then the
 * plugins, then `createAuth` and `listen`; the rest of `ms` is the first get-session,
 * which opens the database (loading its driver) and checks the schema, plus the spawn.
 */
function phaseMedians(samples) {
  const list = samples.filter((s) => s.phases);
  if (list.length === 0) return undefined;
  const median = (pick) => round1(quantile(list.map(pick), 0.5));
  return {
    nodeAndLatchkeyLoaded: median((s) => s.phases.latchkeyLoaded),
    plugins: median((s) => s.phases.pluginsLoaded - s.phases.latchkeyLoaded),
    createAuthAndListen: median((s) => s.phases.listening - s.phases.pluginsLoaded),
    spawnDatabaseAndFirstGetSession: median((s) => s.ms - s.phases.listening),
  };
}

function summary(samples) {
  const ms = samples.map((s) => s.ms);
  const rss = samples.map((s) => s.rss);
  const phases = phaseMedians(samples);
  return {
    msMedian: round1(quantile(ms, 0.5)),
    msP90: round1(quantile(ms, 0.9)),
    rssMBMedian: round1(quantile(rss, 0.5)),
    rssMBP90: round1(quantile(rss, 0.9)),
    ...(phases ? { phaseMsMedian: phases } : {}),
  };
}

/** Median and p90 of `runs` cold starts of each server, interleaved so machine load hits all alike. */
export async function runColdStartBench(runs = 10) {
  if (!existsSync(join(here, '../../packages/core/dist/index.js'))) throw new Error('cold-start: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-cold-'));
  const coreDb = join(dir, 'core.db');
  const allDb = join(dir, 'all.db');
  const servers = {
    floor: { script: 'floor-server.mjs', path: '/', dbFile: coreDb, cookie: await migratedDatabase(coreDb, []) },
    core: { script: 'cold-start-server.mjs', path: '/api/auth/get-session', dbFile: coreDb },
    everyPlugin: { script: 'cold-start-server.mjs', path: '/api/auth/get-session', dbFile: allDb, env: { PLUGINS: 'all' } },
  };
  servers.core.cookie = servers.floor.cookie;
  servers.everyPlugin.cookie = await migratedDatabase(allDb, everyPlugin());
  const samples = { floor: [], core: [], everyPlugin: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, server] of Object.entries(servers)) samples[name].push(await coldStart(server));
  }
  const result = Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, summary(list)]));
  return {
    runs,
    ...result,
    everyPluginToFloorTime: round1(result.everyPlugin.msMedian / result.floor.msMedian),
    everyPluginToCoreTime: round1(result.everyPlugin.msMedian / result.core.msMedian),
    target: `everyPlugin msMedian ≤ ${TARGET.ms}, rssMBMedian ≤ ${TARGET.rssMB}`,
    met: result.everyPlugin.msMedian <= TARGET.ms && result.everyPlugin.rssMBMedian <= TARGET.rssMB,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runColdStartBench(Number(process.env.RUNS ?? 10)), null, 2));
}
