// The Latchkey playground: one Node server, the auth handler at /api/auth, on SQLite under .data/.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createAuth } from 'latchkey';
import { createDevMailer } from 'latchkey/mail';
import { toNodeHandler } from 'latchkey/node';

const dataDir = join(import.meta.dirname, '.data');
mkdirSync(dataDir, { recursive: true });
const port = Number(process.env.PORT ?? 3000);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;
const outbox = process.env.LATCHKEY_OUTBOX ?? join(dataDir, 'outbox.jsonl');
const mailer = createDevMailer({ outbox });

function developmentSecret(): string {
  if (process.env.LATCHKEY_SECRET) return process.env.LATCHKEY_SECRET;
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    console.warn(`[playground] generated a development secret in ${file}; set LATCHKEY_SECRET in production`);
  }
  return readFileSync(file, 'utf8').trim();
}

export const auth = createAuth({
  appName: 'Latchkey Playground',
  baseURL,
  secret: developmentSecret(),
  database: process.env.DATABASE_URL ?? `sqlite:${join(dataDir, 'playground.db')}`,
  schemaCheck: 'migrate',
  rateLimit: { enabled: true },
  emailAndPassword: {
    enabled: true,
    sendResetPassword: ({ user, url, token }) =>
      mailer.send({ type: 'reset-password', to: user.email, subject: 'Reset your password', text: url, url, token }),
  },
  emailVerification: {
    sendOnSignUp: true,
    sendVerificationEmail: ({ user, url, token }) =>
      mailer.send({ type: 'email-verification', to: user.email, subject: 'Verify your email', text: url, url, token }),
  },
});

const handleAuth = toNodeHandler(auth);
const home = `<!doctype html><meta charset="utf-8"><title>Latchkey Playground</title>
<body style="font-family: system-ui; max-width: 40rem; margin: 4rem auto">
<h1>Latchkey Playground</h1><p>The auth handler is mounted at <a href="/api/auth/ok">/api/auth/ok</a>.</p></body>`;

createServer((req, res) => {
  if (req.url?.startsWith('/api/auth')) return void handleAuth(req, res);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(home);
}).listen(port, () => {
  console.log(`Latchkey playground on ${baseURL} (auth at ${baseURL}/api/auth)`);
});
