// In-process comparison of a get-session through Latchkey's raw handler (core
// alone, with the admin plugin, whose ban check runs on every read, and with every
// plugin, by cookie and by bearer token) and the floor's work (HMAC check, hash,
// one prepared join, JSON). Each runs in a process of its own, the processes taking
// turns so that machine load affects all alike. No HTTP: this isolates the
// engine's own cost.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { admin } from '@latchkey/admin';
import { createAuth, type AuthOptions } from 'latchkey';
import { ASKS_THE_NETWORK, everyPlugin } from './every-plugin.mjs';

const secret = 'bench-secret-0123456789-abcdefghijklmnop';
const PER_ROUND = 500;
const WARM_UP = 5000;

const benchAuth = (file: string, plugins: AuthOptions['plugins']) =>
  createAuth({
    plugins,
    baseURL: 'http://localhost:3000',
    secret,
    database: `sqlite:${file}`,
    schemaCheck: 'migrate',
    logger: { level: 'error' },
    emailAndPassword: { enabled: true },
  });

export async function signedInRequest(file: string, plugins: AuthOptions['plugins'] = []) {
  const auth = benchAuth(file, plugins);
  const signUp = await auth.handler(
    new Request('http://localhost:3000/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'B', email: 'b@example.com', password: 'bench password 123' }),
    }),
  );
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { auth, cookie, request: new Request('http://localhost:3000/api/auth/get-session', { headers: { cookie } }) };
}

/** An instance with every plugin, its user signed up without the plugins that would ask the network; cookie and bearer requests. */
async function everyPluginRequests(file: string) {
  const { cookie, request } = await signedInRequest(file, everyPlugin().filter((plugin) => !ASKS_THE_NETWORK.has(plugin.id)));
  const auth = benchAuth(file, everyPlugin());
  const token = decodeURIComponent(cookie.split('latchkey.session_token=')[1]!.split(';')[0]!);
  const bearerRequest = new Request(request.url, { headers: { authorization: `Bearer ${token}` } });
  for (const probe of [request, bearerRequest]) {
    if (!(await (await auth.handler(probe)).json())) throw new Error('bench: the every-plugin instance found no session');
  }
  return { auth, request, bearerRequest };
}

function createFloor(file: string, cookie: string): () => string {
  const select = new Database(file).prepare(
    'select s.*, u.id as uid, u.name, u.email, u.emailVerified, u.image, u.createdAt as uc, u.updatedAt as uu from session s join user u on u.id = s.userId where s.token = ?',
  );
  return () => {
    const raw = decodeURIComponent(cookie.split('latchkey.session_token=')[1]!.split(';')[0]!);
    const dot = raw.lastIndexOf('.');
    const token = raw.slice(0, dot);
    const mac = Buffer.from(raw.slice(dot + 1), 'base64url');
    if (!timingSafeEqual(mac, createHmac('sha256', secret).update(token).digest())) return 'null';
    const row = select.get(createHash('sha256').update(token).digest('base64url')) as Record<string, unknown>;
    return JSON.stringify({ session: row, user: { id: row.uid, name: row.name, email: row.email } });
  };
}

/** CPU µs spent running `work` PER_ROUND times. */
async function cpuOf(work: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < PER_ROUND; i++) await work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

type Config = 'core' | 'admin' | 'floor' | 'every' | 'everyBearer';
const CONFIGS: readonly Config[] = ['core', 'admin', 'floor', 'every', 'everyBearer'];

/** The work of one configuration, set up in its own database file. */
async function workOf(config: Config, dir: string): Promise<() => unknown> {
  const file = join(dir, `${config}.db`);
  if (config === 'core' || config === 'floor') {
    const core = await signedInRequest(file);
    return config === 'core' ? () => core.auth.handler.raw(core.request) : createFloor(file, core.cookie);
  }
  if (config === 'admin') {
    const withAdmin = await signedInRequest(file, [admin()]);
    return () => withAdmin.auth.handler.raw(withAdmin.request);
  }
  const all = await everyPluginRequests(file);
  const request = config === 'every' ? all.request : all.bearerRequest;
  return () => all.auth.handler.raw(request);
}

/** In a child process: sets one configuration up, then answers each `round` message with the CPU µs of PER_ROUND calls. */
async function serveRounds(config: Config, dir: string): Promise<void> {
  const work = await workOf(config, dir);
  // Warm the JIT up before the first round: alone in its process, nothing else warms this code.
  for (let i = 0; i < WARM_UP; i++) await work();
  process.on('message', (message) => {
    if (message === 'round') void cpuOf(work).then((micros) => process.send!({ micros }));
    else process.disconnect();
  });
  process.send!({ ready: true });
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`in-process bench: a child exited with ${code}`)));
  });
}

/**
 * µs of CPU per get-session for Latchkey's handler (alone, with the admin plugin, with
 * every plugin) and for the floor, and their ratios. Each configuration runs in a
 * process of its own, as an app runs one: sharing a process would let every
 * configuration's code see the others' row shapes and hooks. The processes take
 * turns, round by round, so load on the machine affects them alike.
 */
export async function runInProcessBench(rounds = 20): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-inproc-'));
  const children = new Map<Config, ChildProcess>();
  try {
    for (const config of CONFIGS) {
      const child = fork(fileURLToPath(import.meta.url), [], {
        execArgv: ['--conditions=latchkey:source', '--import', 'tsx'],
        env: { ...process.env, LATCHKEY_IN_PROCESS_CONFIG: config, LATCHKEY_IN_PROCESS_DIR: dir },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.set(config, child);
      await nextMessage(child);
    }
    const micros: Record<Config, number> = { core: 0, admin: 0, floor: 0, every: 0, everyBearer: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const [config, child] of children) {
        const answer = nextMessage<{ micros: number }>(child);
        child.send('round');
        const used = (await answer).micros;
        // The first rounds warm the JIT up.
        if (round > 1) micros[config] += used;
      }
    }
    const n = (rounds - 2) * PER_ROUND;
    const perCall = (total: number): number => Number((total / n).toFixed(1));
    return {
      latchkeyMicrosPerGetSession: perCall(micros.core),
      withAdminPluginMicrosPerGetSession: perCall(micros.admin),
      floorMicrosPerGetSession: perCall(micros.floor),
      ratio: Number((micros.core / micros.floor).toFixed(2)),
      adminPluginRatio: Number((micros.admin / micros.core).toFixed(3)),
      adminPluginTarget: 'adminPluginRatio ≤ 1.10',
      everyPluginMicrosPerGetSession: perCall(micros.every),
      everyPluginBearerMicrosPerGetSession: perCall(micros.everyBearer),
      everyPluginRatio: Number((micros.every / micros.core).toFixed(3)),
      everyPluginBearerRatio: Number((micros.everyBearer / micros.core).toFixed(3)),
      everyPluginTarget: 'everyPluginRatio ≤ 1.15 (cookie; the bearer ratio is shown beside it)',
    };
  } finally {
    for (const child of children.values()) child.kill();
  }
}

const childConfig = process.env.LATCHKEY_IN_PROCESS_CONFIG as Config | undefined;
if (childConfig && process.send) await serveRounds(childConfig, process.env.LATCHKEY_IN_PROCESS_DIR!);
else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runInProcessBench(Number(process.env.ROUNDS ?? 20))));
}
