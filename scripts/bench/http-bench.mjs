// Starts the Latchkey bench server and the floor server, and measures them with autocannon.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const here = import.meta.dirname;

/** Forks a bench server script and resolves once it listens. */
export function startServer(script, { port, dbFile, execArgv = [], env = {} }) {
  const child = fork(join(here, script), [], {
    execArgv,
    env: { ...process.env, ...env, PORT: String(port), DB_FILE: dbFile, LATCHKEY_SECRET: SECRET, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    // A Latchkey bench server sends its bench user's cookie with its ready message.
    child.once('message', (message) => resolve(Object.assign(child, { cookie: message?.cookie })));
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
    serverCpuMicros: after - before,
    serverCpuMicrosPerRequest: total > 0 ? Math.round((after - before) / total) : null,
  };
}

const json = (body, cookie) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

const SOURCE = ['--conditions=latchkey:source', '--import', 'tsx'];
const WARM_UP_REQUESTS = 5000;

/** Sums rounds of one scenario into one result. */
function combine(rounds) {
  const [first] = rounds;
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const cpu = rounds.reduce((sum, r) => sum + r.serverCpuMicros, 0);
  return {
    ...first,
    requests,
    requestsPerSecond: Number((rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length).toFixed(1)),
    p50ms: Math.max(...rounds.map((r) => r.p50ms)),
    p99ms: Math.max(...rounds.map((r) => r.p99ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    serverCpuMicros: undefined,
    serverCpuMicrosPerRequest: Number((cpu / requests).toFixed(1)),
    perRound: rounds.map((r) => r.serverCpuMicrosPerRequest),
  };
}

/**
 * Runs the HTTP benchmarks; `duration` in seconds per scenario and round. A
 * get-session by cookie is measured on the floor, on Latchkey with every plugin
 * and on Latchkey alone, taking turns for `rounds` rounds so that load on the
 * machine weighs on all three alike, after 5,000 unmeasured requests each; then
 * sign-in and sign-up on Latchkey alone.
 */
export async function runHttpBench({ duration = 10, rounds = 2, sessionOnly = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
  const port = 4100 + Math.floor(Math.random() * 500);
  const base = (offset) => `http://127.0.0.1:${port + offset}`;
  const servers = [];
  try {
    const core = await startServer('bench-server.ts', { port, dbFile: join(dir, 'core.db'), execArgv: SOURCE });
    servers.push(core);
    const every = await startServer('bench-server.ts', {
      port: port + 1,
      dbFile: join(dir, 'every.db'),
      execArgv: SOURCE,
      env: { BENCH_PLUGINS: 'every' },
    });
    servers.push(every);
    // The floor reads the every-plugin database: the same user and session rows.
    const floor = await startServer('floor-server.mjs', { port: port + 2, dbFile: join(dir, 'every.db') });
    servers.push(floor);
    const scenarios = [
      { name: 'floor GET /get-session', url: base(2), path: '/', cookie: every.cookie },
      { name: 'every plugin GET /get-session', url: base(1), path: '/api/auth/get-session', cookie: every.cookie },
      { name: 'GET /get-session', url: base(0), path: '/api/auth/get-session', cookie: core.cookie },
    ];
    // Unmeasured first: the JIT compiles each server's hot path in its first thousands
    // of requests, which would bill the server with more code to compile on round one.
    for (const s of scenarios) {
      await autocannon({ url: s.url, amount: WARM_UP_REQUESTS, connections: 32, requests: [{ method: 'GET', headers: { cookie: s.cookie }, path: s.path }] });
    }
    const measured = scenarios.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, s] of scenarios.entries()) {
        const requests = [{ method: 'GET', headers: { cookie: s.cookie }, path: s.path }];
        measured[i].push(await measure(s.url, s.name, { duration, connections: 32, requests }));
      }
    }
    const results = measured.map(combine);
    const [floorResult, everyResult, coreResult] = results;
    const ratio = (r) => Number((r.serverCpuMicrosPerRequest / floorResult.serverCpuMicrosPerRequest).toFixed(2));
    const ratios = {
      everyPluginGetSessionCpuRatioToFloor: ratio(everyResult),
      getSessionCpuRatioToFloor: ratio(coreResult),
      target: 'everyPluginGetSessionCpuRatioToFloor ≤ 1.4',
    };
    if (sessionOnly) return { results, ...ratios };
    const password = 'bench password 123';
    results.push(await measure(base(0), 'POST /sign-in/email', { duration, connections: 8, requests: [{ path: '/api/auth/sign-in/email', ...json({ email: 'bench@example.com', password }) }] }));
    let n = 0;
    results.push(
      await measure(base(0), 'POST /sign-up/email', {
        duration,
        connections: 8,
        requests: [{ path: '/api/auth/sign-up/email', setupRequest: (req) => ({ ...req, ...json({ name: 'U', email: `u${n++}-${port}@example.com`, password }) }) }],
      }),
    );
    return { results, ...ratios };
  } finally {
    for (const server of servers) server.kill();
  }
}
