// The server `npm run bench` measures: Latchkey on a SQLite file, behind node:http.
// GET /__cpu answers the process's CPU time so the runner can charge it per request.
import { createServer } from 'node:http';
import { createAuth } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';

const port = Number(process.env.PORT);
const auth = createAuth({
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.LATCHKEY_SECRET,
  database: `sqlite:${process.env.DB_FILE}`,
  schemaCheck: 'migrate',
  rateLimit: { enabled: false },
  logger: { level: 'error' },
  emailAndPassword: { enabled: true },
});
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
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
