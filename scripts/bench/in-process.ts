// In-process comparison of a get-session through Latchkey's raw handler and the
// floor's work (HMAC check, hash, one prepared join, JSON), interleaved so that
// machine load affects both alike. No HTTP: this isolates the engine's own cost.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createAuth } from 'latchkey';

const secret = 'bench-secret-0123456789-abcdefghijklmnop';
const PER_ROUND = 500;

async function signedInRequest(file: string) {
  const auth = createAuth({
    baseURL: 'http://localhost:3000',
    secret,
    database: `sqlite:${file}`,
    schemaCheck: 'migrate',
    logger: { level: 'error' },
    emailAndPassword: { enabled: true },
  });
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

/** µs of CPU per get-session for Latchkey's handler and for the floor, and their ratio. */
export async function runInProcessBench(rounds = 20): Promise<Record<string, number>> {
  const file = join(mkdtempSync(join(tmpdir(), 'latchkey-inproc-')), 'b.db');
  const { auth, cookie, request } = await signedInRequest(file);
  const floor = createFloor(file, cookie);
  let latchkeyMicros = 0;
  let floorMicros = 0;
  for (let round = 0; round < rounds; round++) {
    let start = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) await auth.handler.raw(request);
    let used = process.cpuUsage(start);
    if (round > 1) latchkeyMicros += used.user + used.system;
    start = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) floor();
    used = process.cpuUsage(start);
    if (round > 1) floorMicros += used.user + used.system;
  }
  const n = (rounds - 2) * PER_ROUND;
  return {
    latchkeyMicrosPerGetSession: Number((latchkeyMicros / n).toFixed(1)),
    floorMicrosPerGetSession: Number((floorMicros / n).toFixed(1)),
    ratio: Number((latchkeyMicros / floorMicros).toFixed(2)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runInProcessBench(Number(process.env.ROUNDS ?? 20))));
}
