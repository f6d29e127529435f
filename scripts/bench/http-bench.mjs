// Starts the Latchkey bench server and the floor server, and measures them with autocannon.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const here = import.meta.dirname;

/** Forks a bench server script and resolves once it listens. */
export function startServer(script, { port, dbFile, execArgv = [] }) {
  const child = fork(join(here, script), [], {
    execArgv,
    env: { ...process.env, PORT: String(port), DB_FILE: dbFile, LATCHKEY_SECRET: SECRET, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const cpu = async (base) => (await (await fetch(`${base}/__cpu`)).json()).micros;

/** Waits until the server burns less than 5% of a core, so one scenario's backlog never bills the next. */
async function settle(base) {
  for (let i = 0; i < 120; i++) {
    const before = await cpu(base);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((await cpu(base)) - before < 25_000) return;
  }
}

async function measure(base, name, options) {
  await settle(base);
  const before = await cpu(base);
  const result = await autocannon({
    url: base,
    duration: options.duration,
    connections: options.connections,
    requests: options.requests,
    timeout: 60,
  });
  const after = await cpu(base);
  const total = result.requests.total;
  return {
    name,
    connections: options.connections,
    requests: total,
    requestsPerSecond: Number((total / options.duration).toFixed(1)),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    serverCpuMicrosPerRequest: total > 0 ? Math.round((after - before) / total) : null,
  };
}

const json = (body, cookie) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** Runs the HTTP benchmarks; `duration` in seconds per scenario. */
export async function runHttpBench({ duration = 10, sessionOnly = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
  const dbFile = join(dir, 'bench.db');
  const port = 4100 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer('bench-server.ts', {
    port,
    dbFile,
    execArgv: ['--conditions=latchkey:source', '--import', 'tsx'],
  });
  try {
    const password = 'bench password 123';
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, json({ name: 'Bench', email: 'bench@example.com', password }));
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const results = [];
    const getSession = { method: 'GET', headers: { cookie } };
    results.push(await measure(base, 'GET /get-session', { duration, connections: 32, requests: [{ ...getSession, path: '/api/auth/get-session' }] }));
    const floorPort = port + 1;
    const floor = await startServer('floor-server.mjs', { port: floorPort, dbFile });
    try {
      results.push(await measure(`http://127.0.0.1:${floorPort}`, 'floor GET /get-session', { duration, connections: 32, requests: [{ ...getSession, path: '/' }] }));
    } finally {
      floor.kill();
    }
    const [latchkey, floorResult] = results;
    const ratio = Number((latchkey.serverCpuMicrosPerRequest / floorResult.serverCpuMicrosPerRequest).toFixed(2));
    if (sessionOnly) return { results, getSessionCpuRatioToFloor: ratio };
    results.push(await measure(base, 'POST /sign-in/email', { duration, connections: 8, requests: [{ path: '/api/auth/sign-in/email', ...json({ email: 'bench@example.com', password }) }] }));
    let n = 0;
    results.push(
      await measure(base, 'POST /sign-up/email', {
        duration,
        connections: 8,
        requests: [{ path: '/api/auth/sign-up/email', setupRequest: (req) => ({ ...req, ...json({ name: 'U', email: `u${n++}-${port}@example.com`, password }) }) }],
      }),
    );
    return { results, getSessionCpuRatioToFloor: ratio };
  } finally {
    server.kill();
  }
}
