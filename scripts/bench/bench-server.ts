// The server `npm run bench -- http` (and `burst`) measures: Latchkey on a SQLite file, behind
// node:http, with no plugin or (BENCH_PLUGINS=every) all sixteen. It signs its
// bench user up in process and sends the session cookie with its ready message.
// GET /__cpu answers the process's CPU time so the runner can charge it per request.
import { createServer } from 'node:http';
import { createAuth, type AuthOptions } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';
import { ASKS_THE_NETWORK, everyPlugin } from './every-plugin.mjs';

const port = Number(process.env.PORT);
const baseURL = `http://127.0.0.1:${port}`;
const instance = (plugins: AuthOptions['plugins']) =>
  createAuth({
    plugins,
    baseURL,
    secret: process.env.LATCHKEY_SECRET,
    database: `sqlite:${process.env.DB_FILE}`,
    schemaCheck: 'migrate',
    rateLimit: { enabled: false },
    logger: { level: 'error' },
    emailAndPassword: { enabled: true },
  });

const plugins = process.env.BENCH_PLUGINS === 'every' ? everyPlugin() : [];
// The captcha and compromised-password plugins would ask the network at sign-up.
const setup = instance(plugins.filter((plugin) => !ASKS_THE_NETWORK.has(plugin.id)));
const signUp = await setup.handler(
  new Request(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'bench password 123' }),
  }),
);
if (signUp.status !== 200) throw new Error(`bench sign-up answered ${signUp.status}: ${await signUp.text()}`);
const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const auth = plugins.length > 0 ? instance(plugins) : setup;
await auth.$context;
const handle = toNodeHandler(auth);
// Exit cleanly on SIGINT so profilers (--cpu-prof) can write their output.
process.on('SIGINT', () => process.exit(0));
createServer((req, res) => {
  if (req.url === '/__cpu') {
    const { user, system } = process.cpuUsage();
    res.end(JSON.stringify({ micros: user + system }));
    return;
  }
  void handle(req, res);
}).listen(port, '127.0.0.1', () => process.send?.({ ready: true, cookie }));
