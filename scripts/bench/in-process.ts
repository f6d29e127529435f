// In-process comparison of a get-session through Latchkey's raw handler and the
// floor's work (HMAC check, hash, one prepared join, JSON), interleaved so that
// machine load affects both alike. Prints µs per call and the ratio.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createAuth } from 'latchkey';

const secret = 'bench-secret-0123456789-abcdefghijklmnop';
const file = join(mkdtempSync(join(tmpdir(), 'latchkey-inproc-')), 'b.db');
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
const request = new Request('http://localhost:3000/api/auth/get-session', { headers: { cookie } });

const db = new Database(file);
const select = db.prepare(
  'select s.*, u.id as uid, u.name, u.email, u.emailVerified, u.image, u.createdAt as uc, u.updatedAt as uu from session s join user u on u.id = s.userId where s.token = ?',
);
function floor(): string {
  const raw = decodeURIComponent(cookie.split('latchkey.session_token=')[1]!.split(';')[0]!);
  const dot = raw.lastIndexOf('.');
  const token = raw.slice(0, dot);
  const mac = Buffer.from(raw.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (!timingSafeEqual(mac, expected)) return 'null';
  const row = select.get(createHash('sha256').update(token).digest('base64url')) as Record<string, unknown>;
  return JSON.stringify({ session: row, user: { id: row.uid, name: row.name, email: row.email } });
}

const rounds = Number(process.env.ROUNDS ?? 20);
const perRound = 500;
let latchkeyMicros = 0;
let floorMicros = 0;
for (let round = 0; round < rounds; round++) {
  let start = process.cpuUsage();
  for (let i = 0; i < perRound; i++) await auth.handler.raw(request);
  let used = process.cpuUsage(start);
  if (round > 1) latchkeyMicros += used.user + used.system;
  start = process.cpuUsage();
  for (let i = 0; i < perRound; i++) floor();
  used = process.cpuUsage(start);
  if (round > 1) floorMicros += used.user + used.system;
}
const n = (rounds - 2) * perRound;
const result = {
  latchkeyMicrosPerGetSession: Number((latchkeyMicros / n).toFixed(1)),
  floorMicrosPerGetSession: Number((floorMicros / n).toFixed(1)),
  ratio: Number((latchkeyMicros / floorMicros).toFixed(2)),
};
console.log(JSON.stringify(result));
