// In-process comparison of a get-session through Latchkey's raw handler (core
// alone, with the admin plugin, whose ban check runs on every read, and with every
// plugin, by cookie and by bearer token) and the floor's work (HMAC check, hash,
// one prepared join, JSON), interleaved so that machine load affects all alike.
// No HTTP: this isolates the engine's own cost.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { admin } from '@latchkey/admin';
import { createAuth, type AuthOptions } from 'latchkey';
import { ASKS_THE_NETWORK, everyPlugin } from './every-plugin.mjs';

const secret = 'bench-secret-0123456789-abcdefghijklmnop';
const PER_ROUND = 500;

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

/** µs of CPU per get-session for Latchkey's handler (alone, with the admin plugin, with every plugin) and for the floor, and their ratios. */
export async function runInProcessBench(rounds = 20): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-inproc-'));
  const core = await signedInRequest(join(dir, 'core.db'));
  const withAdmin = await signedInRequest(join(dir, 'admin.db'), [admin()]);
  const all = await everyPluginRequests(join(dir, 'all.db'));
  const floor = createFloor(join(dir, 'core.db'), core.cookie);
  const micros = { core: 0, admin: 0, floor: 0, every: 0, everyBearer: 0 };
  for (let round = 0; round < rounds; round++) {
    const used = {
      core: await cpuOf(() => core.auth.handler.raw(core.request)),
      admin: await cpuOf(() => withAdmin.auth.handler.raw(withAdmin.request)),
      floor: await cpuOf(floor),
      every: await cpuOf(() => all.auth.handler.raw(all.request)),
      everyBearer: await cpuOf(() => all.auth.handler.raw(all.bearerRequest)),
    };
    // The first rounds warm the JIT up.
    if (round > 1) for (const key of Object.keys(micros) as (keyof typeof micros)[]) micros[key] += used[key];
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runInProcessBench(Number(process.env.ROUNDS ?? 20))));
}
