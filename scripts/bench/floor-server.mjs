// The floor: the least work a get-session can do. Parse the cookie, check its HMAC,
// hash the token, one prepared SQLite join, JSON out. Latchkey's per-request CPU is
// reported as a ratio to this.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const db = new Database(process.env.DB_FILE);
db.pragma('journal_mode = WAL');
const select = db.prepare(
  `select s.id, s.userId, s.expiresAt, s.createdAt, s.updatedAt, s.ipAddress, s.userAgent,
          u.id as uid, u.name, u.email, u.emailVerified, u.image, u.createdAt as uc, u.updatedAt as uu
     from session s join user u on u.id = s.userId where s.token = ?`,
);
const secret = process.env.LATCHKEY_SECRET;
const cookieName = 'latchkey.session_token=';

createServer((req, res) => {
  if (req.url === '/__cpu') {
    const { user, system } = process.cpuUsage();
    res.end(JSON.stringify({ micros: user + system }));
    return;
  }
  const cookie = req.headers.cookie ?? '';
  const start = cookie.indexOf(cookieName);
  const raw = start < 0 ? '' : decodeURIComponent(cookie.slice(start + cookieName.length).split(';')[0]);
  const dot = raw.lastIndexOf('.');
  const token = raw.slice(0, dot);
  const mac = Buffer.from(raw.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(token).digest();
  let body = 'null';
  if (mac.length === expected.length && timingSafeEqual(mac, expected)) {
    const row = select.get(createHash('sha256').update(token).digest('base64url'));
    if (row) {
      body = JSON.stringify({
        session: { id: row.id, userId: row.userId, expiresAt: row.expiresAt, createdAt: row.createdAt, updatedAt: row.updatedAt, ipAddress: row.ipAddress, userAgent: row.userAgent, token },
        user: { id: row.uid, name: row.name, email: row.email, emailVerified: row.emailVerified === 1, image: row.image, createdAt: row.uc, updatedAt: row.uu },
      });
    }
  }
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
